import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolvedTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme'

// public/prepaint.js runs before the app; it must pick the theme the app would (./theme.ts).
const script = readFileSync(resolve(__dirname, '../../public/prepaint.js'), 'utf8')
// Each run gets its own document, so its listener never reaches the other test files' forms.
function run(): Document & { scriptWindow: { catalystFieldsLeft?: string[] } } {
  const doc = document.implementation.createHTMLDocument('')
  const scriptWindow: { catalystFieldsLeft?: string[] } = {}
  runInNewContext(script, {
    document: doc,
    window: scriptWindow,
    localStorage,
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
  localStorage.clear()
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
