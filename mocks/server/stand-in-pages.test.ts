/* eslint-disable testing-library/no-dom-import, testing-library/prefer-screen-queries -- the
   server's HTML parsed with jsdom in Node: no React render, no global document for `screen` */
import { within } from '@testing-library/dom'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD, demoAccounts } from '../seed'
import { startMockApiServer, type MockApiServer } from './main'

/**
 * The stand-in pages on the Node server are the demo build's page components rendered to HTML
 * (mocks/pages): used here as a browser without script would use them, by their roles and labels,
 * submitting the form a button belongs to with the fields it holds.
 */
const APP = 'http://localhost:4997'
let server: MockApiServer

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, controlPort: 0, allowedOrigins: [APP] })
}, 60_000)
afterAll(() => server.close())
beforeEach(() => fetch(`${server.controlUrl}/reset`, { method: 'POST' }), 30_000)

/** The page at `url`, to query as its reader would. */
async function open(url: string) {
  return parse(await (await fetch(url)).text())
}

function parse(html: string) {
  return within(new JSDOM(html).window.document.body)
}

/** Presses `button`: posts its form's fields and the button's own, as a browser does. */
async function press(url: string, button: HTMLElement) {
  const { form, name, value } = button as HTMLButtonElement
  if (!form) throw new Error(`${button.textContent ?? 'the button'} belongs to no form`)
  const view = form.ownerDocument.defaultView as unknown as typeof globalThis
  const fields = new URLSearchParams()
  new view.FormData(form).forEach((field, key) => {
    if (typeof field === 'string') fields.append(key, field)
  })
  if (name) fields.append(name, value)
  return fetch(new URL(form.getAttribute('action') ?? '', url), {
    method: form.method,
    body: fields,
    redirect: 'manual',
  })
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${server.apiBaseUrl}/auth/signin`, {
    method: 'POST',
    headers: { Origin: APP, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, keep_me_signed_in: false }),
  })
  return ((await response.json()) as { success: { access_token: string } }).success.access_token
}

async function apiLink(path: string, email: string): Promise<string> {
  const response = await fetch(`${server.apiBaseUrl}${path}`, {
    method: path.includes('billing') ? 'POST' : 'GET',
    headers: { Origin: APP, Authorization: `Bearer ${await signIn(email)}` },
    ...(path.includes('billing') ? { body: '{}' } : {}),
  })
  return ((await response.json()) as { success: string }).success
}

describe('the identity provider page without script', () => {
  const authorize = () =>
    `${server.identityAuthorizeUrl}?${new URLSearchParams({
      response_type: 'token',
      client_id: 'catalyst-web',
      redirect_uri: `${APP}/auth/login`,
      state: 'state-2',
    }).toString()}`

  it('signs in with a returning account: its radio, then Continue', async () => {
    const page = await open(authorize())
    const returning = page.getAllByRole<HTMLInputElement>('radio', {
      name: /Signed up: goes straight in/,
    })[0]!
    returning.checked = true
    const chosen = await press(authorize(), page.getByRole('button', { name: 'Continue' }))
    expect(chosen.status).toBe(303)
    const back = new URL(chosen.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(`${APP}/auth/login`)
    const fragment = new URLSearchParams(back.hash.slice(1))
    expect(fragment.get('access_token')).toBeTruthy()
    expect(fragment.get('state')).toBe('state-2')
  })

  it('answers a new person without a usable e-mail with the page again, keeping what was typed', async () => {
    const page = await open(authorize())
    expect(page.getByRole<HTMLInputElement>('radio', { name: /New person/ }).checked).toBe(true)
    page.getByLabelText<HTMLInputElement>(/^Given name/).value = 'Noor'
    page.getByLabelText<HTMLInputElement>('E-mail').value = 'noor-at-example'
    const answer = await press(authorize(), page.getByRole('button', { name: 'Continue' }))
    expect(answer.status).toBe(400)
    const again = parse(await answer.text())
    const email = again.getByLabelText<HTMLInputElement>(/^E-mail/)
    expect(email.value).toBe('noor-at-example')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.labels?.[0]?.textContent).toContain('Enter an e-mail address')
    expect(again.getByLabelText<HTMLInputElement>(/^Given name/).value).toBe('Noor')
  })

  it('tells the app the person cancelled', async () => {
    const page = await open(authorize())
    const cancelled = await press(authorize(), page.getByRole('button', { name: 'Cancel' }))
    expect(cancelled.status).toBe(303)
    const back = new URL(cancelled.headers.get('location') ?? '')
    const fragment = new URLSearchParams(back.hash.slice(1))
    expect(fragment.get('error')).toBe('access_denied')
    expect(fragment.get('error_description')).toBe('User cancelled')
  })
})

describe('the learning platform and the billing portal without script', () => {
  it('completes the modules left of a course, then awards the badge', async () => {
    const token = await signIn(demoAccounts.counsellor.email)
    const applied = (await (
      await fetch(`${server.apiBaseUrl}/auth/LearnHub/appliedList`, {
        headers: { Origin: APP, Authorization: `Bearer ${token}` },
      })
    ).json()) as {
      success: {
        appliedLearnHubs: Array<{ status: number; learnHubDetails: { moodle_id: number } }>
      }
    }
    const started = applied.success.appliedLearnHubs.find((hub) => hub.status === 1020)
    expect(started, 'the demo Catalyst has an accepted hub').toBeDefined()
    const link = await apiLink(
      `/moodle/startMyExperience/${started!.learnHubDetails.moodle_id}`,
      demoAccounts.counsellor.email,
    )
    let page = await open(link)
    const modules = within(page.getByRole('list', { name: 'Modules' })).getAllByRole('listitem')
    const complete = () => page.queryByRole('button', { name: 'Complete the current module' })
    // The course may have started part-way: the modules left, one post each.
    for (let left = modules.length; complete() && left > 0; left -= 1) {
      expect((await press(link, complete()!)).status).toBe(303)
      page = await open(link)
    }
    expect(page.getByTestId('progress').textContent).toBe('100%')
    expect(page.getByTestId('status').textContent).toBe('Complete')
    await press(link, page.getByRole('button', { name: 'Award the badge' }))
    expect((await open(link)).getByTestId('status').textContent).toBe('Rewards Awarded')
  })

  it('changes the plan with the Plan and Period fields', async () => {
    const link = await apiLink('/payment/billing-portal', demoAccounts.counsellor.email)
    const page = await open(link)
    page.getByRole<HTMLSelectElement>('combobox', { name: 'Plan' }).value = 'elite'
    page.getByRole<HTMLSelectElement>('combobox', { name: 'Period' }).value = 'year'
    const changed = await press(link, page.getByRole('button', { name: 'Change plan' }))
    expect(changed.status).toBe(303)
    const after = await open(link)
    expect(after.getByTestId('subscription').textContent).toMatch(/^Elite Access, \$3,500 yearly/)
    // Opened without a way back named: the dashboard (issue 36).
    expect(after.getByRole('link', { name: 'Return to Catalyst' }).getAttribute('href')).toBe(
      `${APP}/dashboard`,
    )
  })
})
