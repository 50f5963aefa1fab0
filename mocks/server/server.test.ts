import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD, demoAccounts } from '../seed'
import { startMockApiServer, type MockApiServer } from './main'

/**
 * The mock backend over real HTTP (README, "Attaching a real backend"): what a browser on another
 * origin needs from the API (CORS on every answer, the preflight), the gateway failures and the
 * outage the cross-origin suite (tests/cross-origin) drives, and the control routes.
 */
const APP = 'http://localhost:4999'
let server: MockApiServer

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, controlPort: 0, allowedOrigins: [APP] })
}, 60_000)
afterAll(() => server.close())
beforeEach(() => control('POST', '/reset'), 30_000)

function control(method: string, path: string, body?: unknown) {
  return fetch(`${server.controlUrl}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

function api(path: string, init: RequestInit & { origin?: string } = {}) {
  const { origin = APP, ...rest } = init
  return fetch(`${server.apiBaseUrl}${path}`, {
    ...rest,
    headers: { Origin: origin, ...(rest.headers as Record<string, string> | undefined) },
  })
}

const signInBody = (email: string) =>
  JSON.stringify({ email, password: DEMO_PASSWORD, keep_me_signed_in: false })

async function signIn(email = demoAccounts.student.email): Promise<string> {
  const response = await api('/auth/signin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: signInBody(email),
  })
  expect(response.status).toBe(200)
  const { success } = (await response.json()) as { success: { access_token: string } }
  return success.access_token
}

describe('CORS', () => {
  it('answers the preflight of an allowed origin with the methods and headers the app sends', async () => {
    const response = await api('/auth/signin', {
      method: 'OPTIONS',
      headers: {
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin')
  })

  it('serves a session’s calendar file with its name readable across origins', async () => {
    const token = await signIn()
    const sessions = (await (
      await api('/sessions?scope=upcoming&status=booked', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { success: { sessions: Array<{ id: string }> } }
    const id = sessions.success.sessions[0]!.id
    const response = await api(`/sessions/${id}/calendar`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalyst-session-\d{4}-\d{2}-\d{2}\.ics"$/,
    )
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition')
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)
  })

  it('names the origin on successes and on errors alike', async () => {
    const token = await signIn()
    const ok = await api('/profile/getUserProfileInfo', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP)
    const refused = await api('/profile/getUserProfileInfo')
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP)
    expect(await refused.json()).toEqual({ message: 'Unauthorized: no access token' })
    const unknown = await api('/no/such/operation')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('access-control-allow-origin')).toBe(APP)
  })

  it('gives an origin it does not know nothing a browser would let a page read', async () => {
    const preflight = await api('/auth/signin', {
      method: 'OPTIONS',
      origin: 'https://evil.example',
      headers: { 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const answer = await api('/profile/getUserProfileInfo', { origin: 'https://evil.example' })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('failures the app must survive', () => {
  it('answers as a failing gateway would: an HTML page, once, with CORS', async () => {
    await control('POST', '/gateway', { status: 502, body: 'html', times: 1 })
    const failed = await api('/faq/public')
    expect(failed.status).toBe(502)
    expect(failed.headers.get('content-type')).toBe('text/html')
    expect(failed.headers.get('access-control-allow-origin')).toBe(APP)
    expect(await failed.text()).toContain('<h1>502 Bad Gateway</h1>')
    const token = await signIn()
    expect(token).toBeTruthy()
  })

  it('injects the contract faults of the mock backend, and refuses impossible ones', async () => {
    const added = await control('POST', '/faults', {
      operationId: 'getUserProfileInfo',
      kind: 500,
      times: 1,
    })
    expect(added.status).toBe(201)
    const token = await signIn()
    const headers = { Authorization: `Bearer ${token}` }
    expect((await api('/profile/getUserProfileInfo', { headers })).status).toBe(500)
    expect((await api('/profile/getUserProfileInfo', { headers })).status).toBe(200)
    const impossible = await control('POST', '/faults', { operationId: 'signIn', kind: 404 })
    expect(impossible.status).toBe(400)
    const { message } = (await impossible.json()) as { message: string }
    expect(message).toMatch(/does not declare 404/)
  })

  it('closes the connection without an answer for a network fault', async () => {
    await control('POST', '/faults', { operationId: 'signIn', kind: 'network', times: 1 })
    await expect(signIn()).rejects.toThrow(/fetch failed/)
    expect(await signIn()).toBeTruthy()
  })

  it('stops listening, so connections are refused, and starts again with the same data', async () => {
    const token = await signIn()
    await control('POST', '/api/stop')
    const refused = await api('/faq/public').then(
      () => undefined,
      (error: Error) => error.cause,
    )
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' })
    await control('POST', '/api/start')
    const profile = await api('/profile/getUserProfileInfo', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(profile.status).toBe(200)
  })
})

describe('control routes', () => {
  it('reads the reset code from the mailbox', async () => {
    const email = demoAccounts.student.email
    await api('/auth/forgetpassword', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    const mails = (await (await control('GET', `/mailbox?to=${email}`)).json()) as Array<{
      kind: string
      code: string | null
    }>
    expect(mails[0]?.kind).toBe('reset-code')
    expect(mails[0]?.code).toMatch(/^\d{6}$/)
  })

  it('changes token lifetimes, and refuses settings it does not have', async () => {
    expect((await control('POST', '/config', { accessTokenTtlSeconds: 5 })).status).toBe(200)
    const response = await api('/auth/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: signInBody(demoAccounts.student.email),
    })
    const { success } = (await response.json()) as { success: { expires_in: number } }
    expect(success.expires_in).toBe(5)
    expect((await control('POST', '/config', { admin: true })).status).toBe(400)
  })
})

describe('the identity provider page', () => {
  const authorize = (redirectUri: string) =>
    `${server.identityAuthorizeUrl}?${new URLSearchParams({
      response_type: 'token',
      client_id: 'catalyst-web',
      redirect_uri: redirectUri,
      state: 'state-1',
    }).toString()}`

  it('lists the accounts and returns a choice to the app with the token and the state', async () => {
    const url = authorize(`${APP}/auth/login`)
    const page = await (await fetch(url)).text()
    const email = /name="email" value="([^"]+)"/.exec(page)?.[1]
    expect(email).toBeTruthy()
    const chosen = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: email ?? '' }).toString(),
    })
    expect(chosen.status).toBe(303)
    const back = new URL(chosen.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(`${APP}/auth/login`)
    const fragment = new URLSearchParams(back.hash.slice(1))
    expect(fragment.get('access_token')).toBeTruthy()
    expect(fragment.get('state')).toBe('state-1')
  })

  it('never sends a token to an origin it does not know', async () => {
    const response = await fetch(authorize('https://evil.example/auth/login'))
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('is not an allowed origin')
  })
})
