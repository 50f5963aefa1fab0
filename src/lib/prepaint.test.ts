import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolvedTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme'

// public/prepaint.js runs before the app; it must pick the theme the app would (./theme.ts).
const script = readFileSync(resolve(__dirname, '../../public/prepaint.js'), 'utf8')
// Each run gets its own document, so its listener never reaches the other test files' forms.
interface ScriptWindow {
  catalystFieldsLeft?: string[]
  catalystBootFailed?: () => void
}
function run(
  context: { sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>; reload?: () => void } = {},
): Document & { scriptWindow: ScriptWindow } {
  const doc = document.implementation.createHTMLDocument('')
  const scriptWindow: ScriptWindow = {}
  runInNewContext(script, {
    document: doc,
    window: scriptWindow,
    localStorage,
    sessionStorage: context.sessionStorage ?? sessionStorage,
    location: { reload: context.reload ?? (() => undefined) },
    // Read when called, so that fake timers installed by a test apply.
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    matchMedia: globalThis.matchMedia,
    MutationObserver,
  })
  return Object.assign(doc, { scriptWindow })
}

function systemPrefers(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  localStorage.clear()
  sessionStorage.clear()
})

describe('public/prepaint.js', () => {
  it.each([
    ['light', false],
    ['light', true],
    ['dark', false],
    ['dark', true],
    ['system', false],
    ['system', true],
    ['nonsense', true],
  ])('stored %s, system dark %s: the same theme as the app', (stored, systemDark) => {
    systemPrefers(systemDark)
    if (stored !== 'system') localStorage.setItem(THEME_STORAGE_KEY, stored)
    const doc = run()
    const expected = resolvedTheme((stored === 'nonsense' ? 'system' : stored) as ThemeMode)
    expect(doc.documentElement.classList.contains('dark')).toBe(expected === 'dark')
  })

  it('holds a native form submission until the app is ready, then makes it again for the app', async () => {
    systemPrefers(false)
    const doc = run()
    const form = doc.createElement('form')
    const button = doc.createElement('button')
    button.type = 'submit'
    form.append(button)
    doc.body.append(form)
    const seen: { prevented: boolean; submitter: unknown }[] = []
    form.addEventListener('submit', (event) =>
      seen.push({ prevented: event.defaultPrevented, submitter: event.submitter }),
    )

    button.click()
    expect(seen).toEqual([{ prevented: true, submitter: button }])

    doc.documentElement.setAttribute('data-app-ready', 'true')
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The app's own handler gets it now, from the same button, and nothing stops it.
    expect(seen).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button },
    ])

    button.click()
    expect(seen).toHaveLength(3)
    expect(seen[2]?.prevented).toBe(false)
  })

  it('makes nothing again when nothing was submitted early', async () => {
    systemPrefers(false)
    const doc = run()
    const form = doc.createElement('form')
    doc.body.append(form)
    let submits = 0
    form.addEventListener('submit', () => (submits += 1))
    doc.documentElement.setAttribute('data-app-ready', 'true')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(submits).toBe(0)
  })

  it('holds a press inside a part whose code is loading, and makes it again when it is there', async () => {
    systemPrefers(false)
    const doc = run()
    const form = doc.createElement('form')
    form.setAttribute('data-awaits-code', '')
    const checkbox = doc.createElement('button')
    checkbox.type = 'button'
    form.append(checkbox)
    doc.body.append(form)
    const presses: boolean[] = []
    checkbox.addEventListener('click', (event) => presses.push(event.defaultPrevented))

    checkbox.click()
    // Held: the code that would answer it is not there yet.
    expect(presses).toEqual([])

    form.removeAttribute('data-awaits-code')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(presses).toEqual([false])

    checkbox.click()
    expect(presses).toEqual([false, false])
  })

  it("marks the visitor's first press, key or focus on <html>", () => {
    systemPrefers(false)
    const doc = run()
    expect(doc.documentElement.hasAttribute('data-interacted')).toBe(false)
    doc.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(doc.documentElement.hasAttribute('data-interacted')).toBe(true)
  })

  it('holds Enter in a field of a part whose code is loading, and submits once it is there', async () => {
    systemPrefers(false)
    const doc = run()
    const form = doc.createElement('form')
    form.setAttribute('data-awaits-code', '')
    const input = doc.createElement('input')
    form.append(input)
    doc.body.append(form)
    let submits = 0
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      submits += 1
    })

    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    input.dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true)
    expect(submits).toBe(0)

    form.removeAttribute('data-awaits-code')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(submits).toBe(1)
  })

  it('names the fields left in a part whose code is loading, once each, and no others', () => {
    systemPrefers(false)
    const doc = run()
    const waiting = doc.createElement('form')
    waiting.setAttribute('data-awaits-code', '')
    const other = doc.createElement('form')
    for (const [form, name] of [
      [waiting, 'email'],
      [waiting, 'password'],
      [other, 'search'],
    ] as const) {
      const input = doc.createElement('input')
      input.name = name
      form.append(input)
    }
    doc.body.append(waiting, other)
    const leave = (name: string) =>
      doc
        .querySelector(`input[name="${name}"]`)!
        .dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    for (const name of ['email', 'search', 'email', 'password']) leave(name)
    expect(doc.scriptWindow.catalystFieldsLeft).toEqual(['email', 'password'])
  })
})

describe('public/prepaint.js: a page whose app does not start', () => {
  /** The app's entry script, failing to load as a network blip would make it. */
  function failEntryScript(doc: Document) {
    const entry = doc.createElement('script')
    entry.type = 'module'
    doc.head.append(entry)
    entry.dispatchEvent(new Event('error'))
  }
  const notice = (doc: Document) => doc.querySelector('.boot-notice')

  it('reloads by itself once when its code fails to load, then says so with a Reload button', () => {
    systemPrefers(false)
    const reload = vi.fn()
    failEntryScript(run({ reload }))
    expect(reload).toHaveBeenCalledOnce()

    // The reloaded page fails again within the minute: no loop, a message instead.
    const again = run({ reload })
    failEntryScript(again)
    expect(reload).toHaveBeenCalledOnce()
    expect(notice(again)?.getAttribute('role')).toBe('alert')
    expect(notice(again)?.textContent).toContain(
      'Catalyst could not start. Check your connection, then reload the page.',
    )
    again.querySelector<HTMLButtonElement>('.boot-notice button')?.click()
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('treats a start that threw (reported by main.tsx) like a failed load', () => {
    systemPrefers(false)
    const reload = vi.fn()
    run({ reload }).scriptWindow.catalystBootFailed?.()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('asks the person instead when the tab cannot remember that it reloaded', () => {
    systemPrefers(false)
    const reload = vi.fn()
    const refused = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    const doc = run({ reload, sessionStorage: refused })
    failEntryScript(doc)
    expect(reload).not.toHaveBeenCalled()
    expect(notice(doc)?.getAttribute('role')).toBe('alert')
  })

  it('does nothing once the app has taken the page over', () => {
    systemPrefers(false)
    const reload = vi.fn()
    const doc = run({ reload })
    doc.documentElement.setAttribute('data-app-ready', 'true')
    failEntryScript(doc)
    expect(reload).not.toHaveBeenCalled()
    expect(notice(doc)).toBeNull()
  })

  it('says it is slow after 20 s, and the message goes when the app arrives', async () => {
    systemPrefers(false)
    vi.useFakeTimers()
    const doc = run()
    vi.advanceTimersByTime(19_999)
    expect(notice(doc)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(notice(doc)?.getAttribute('role')).toBe('status')
    expect(notice(doc)?.textContent).toContain('Catalyst is taking longer than usual to start.')

    doc.documentElement.setAttribute('data-app-ready', 'true')
    await vi.waitFor(() => expect(notice(doc)).toBeNull())
  })
})
