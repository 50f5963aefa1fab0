import { afterEach, describe, expect, it, vi } from 'vitest'

import type {
  GetNewAccessTokenResponse,
  GetUserProfileInfoResponse,
  LogoutResponse,
  SignInResponse,
  ViewHubDetailResponse,
} from '@/api/generated/types.gen'

import { configureMocks } from '../config'
import type { UserRecord } from '../db'
import { issueToken, type TokenClaims } from '../services/tokens'
import { api } from '../testing/api'
import { createHub, createUser, PASSWORD, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()

afterEach(() => {
  vi.useRealTimers()
})

const NOW = new Date('2026-03-02T09:30:00.000Z')

/** Freezes the clock the handlers read (Date only: msw and fetch keep their real timers). */
function freezeClock(at = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
}

function decodeSegment(segment: string): unknown {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))))
}

/** The header and claims of a JWT-shaped token; fails the test when it is not three segments. */
function readJwt(token: string): { header: unknown; claims: TokenClaims } {
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  const [header = '', payload = ''] = token.split('.')
  return { header: decodeSegment(header), claims: decodeSegment(payload) as TokenClaims }
}

/** The token with one character of its payload changed; header and signature untouched. */
function tamper(token: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.')
  const at = Math.floor(payload.length / 2)
  const changed = payload[at] === 'A' ? 'B' : 'A'
  return [header, `${payload.slice(0, at)}${changed}${payload.slice(at + 1)}`, signature].join('.')
}

const signIn = (email: string, password = PASSWORD) =>
  api<SignInResponse>('POST', '/auth/signin', { body: { email, password } })

/** Signs `user` in and answers the contract's SignInTokens. */
async function signedIn(user: UserRecord) {
  const answer = await signIn(user.email)
  expect(answer.status).toBe(200)
  return answer.body.success
}

const profile = (token?: string) =>
  api<GetUserProfileInfoResponse>('GET', '/profile/getUserProfileInfo', { token })

const refresh = (refreshToken: string) =>
  api<GetNewAccessTokenResponse>(
    'GET',
    `/auth/getNewAccessToken?refreshToken=${encodeURIComponent(refreshToken)}`,
  )

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)])
}

describe('POST /auth/signin', () => {
  it('answers JWT-shaped tokens whose exp is expires_in seconds ahead', async () => {
    freezeClock()
    const user = await createUser({ role: 'student' })
    const tokens = await signedIn(user)
    expect(tokens.expires_in).toBe(60 * 60)
    expect(tokens.refresh_token).toMatch(/\S{16,}/)
    const { header, claims } = readJwt(tokens.access_token)
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(claims).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'student',
      typ: 'access',
    })
    const nowSeconds = NOW.getTime() / 1000
    expect(claims.iat).toBe(nowSeconds)
    expect(claims.exp).toBe(nowSeconds + tokens.expires_in)
  })

  it('refuses a wrong password or an unknown address with the same message', async () => {
    const user = await createUser({ role: 'counsellor' })
    const refused = { status: 400, body: { message: 'Incorrect username or password.' } }
    expect(await signIn(user.email, 'Wrong#Passw0rd')).toEqual(refused)
    expect(await signIn('nobody@example.com')).toEqual(refused)
  })

  it('refuses an unconfirmed user', async () => {
    const user = await createUser({ role: 'student', confirmed: false })
    expect(await signIn(user.email)).toEqual({
      status: 400,
      body: { message: 'User is not confirmed.' },
    })
  })
})

describe('access tokens', () => {
  it('open GET /profile/getUserProfileInfo, whose answer never holds the password', async () => {
    const user = await createUser({ role: 'counsellor' })
    const answer = await profile((await signedIn(user)).access_token)
    expect(answer.status).toBe(200)
    expect(answer.body.success).toMatchObject({ id: user.id, email: user.email })
    expect(keysOf(answer.body)).not.toContain('password')
    expect(JSON.stringify(answer.body)).not.toContain(PASSWORD)
    expect((await profile()).status).toBe(401)
  })

  it('expire after accessTokenTtlSeconds with 401 "Token expired"', async () => {
    configureMocks({ accessTokenTtlSeconds: 1 })
    freezeClock()
    const { access_token, expires_in } = await signedIn(await createUser({ role: 'student' }))
    expect(expires_in).toBe(1)
    expect((await profile(access_token)).status).toBe(200)
    vi.setSystemTime(NOW.getTime() + 1_000)
    expect(await profile(access_token)).toEqual({
      status: 401,
      body: { message: 'Token expired' },
    })
  })

  it('are refused with 401 when one character of the payload changes', async () => {
    const token = await tokenFor(await createUser({ role: 'student' }))
    expect((await profile(token)).status).toBe(200)
    const tampered = await profile(tamper(token))
    expect(tampered.status).toBe(401)
    expect(tampered.body.message).not.toBe('Token expired')
  })

  it('are not replaced by the temporary identity-provider token', async () => {
    const user = await createUser({ role: 'student', identityProvider: 'google' })
    expect((await profile(issueToken(user, 'temporary', 600))).status).toBe(401)
  })
})

describe('GET /auth/getNewAccessToken', () => {
  it('exchanges a refresh token for a new working access token', async () => {
    const user = await createUser({ role: 'counsellor' })
    const { refresh_token } = await signedIn(user)
    const answer = await refresh(refresh_token)
    expect(answer.status).toBe(200)
    const { accessToken, expires_in } = answer.body.success
    expect(expires_in).toBe(60 * 60)
    expect(readJwt(accessToken).claims).toMatchObject({ sub: user.id, typ: 'access' })
    expect((await profile(accessToken)).body.success).toMatchObject({ id: user.id })
  })

  it('refuses an unknown refresh token with 401', async () => {
    expect((await refresh('rt_made-up-token')).status).toBe(401)
  })
})

describe('POST /auth/logout', () => {
  it("revokes the access token sent and every refresh token of the user, no one else's", async () => {
    const user = await createUser({ role: 'student' })
    const first = await signedIn(user)
    const second = await signedIn(user)
    const other = await signedIn(await createUser({ role: 'student' }))
    expect((await api('POST', '/auth/logout')).status).toBe(401)

    const out = await api<LogoutResponse>('POST', '/auth/logout', { token: first.access_token })
    expect(out).toMatchObject({ status: 200, body: { success: true } })
    expect((await profile(first.access_token)).status).toBe(401)
    expect((await refresh(first.refresh_token)).status).toBe(401)
    expect((await refresh(second.refresh_token)).status).toBe(401)
    expect((await refresh(other.refresh_token)).status).toBe(200)
    expect((await profile(other.access_token)).status).toBe(200)
  })
})

describe('GET /auth/LearnHub/{id}/viewDetail (public, token optional)', () => {
  it('answers with no token or a valid one, and 401 for a present but invalid token', async () => {
    const hub = await createHub()
    const detail = (token?: string) =>
      api<ViewHubDetailResponse>('GET', `/auth/LearnHub/${hub.id}/viewDetail`, { token })
    const open = await detail()
    expect(open.status).toBe(200)
    expect(open.body.success).toMatchObject({ id: hub.id, name: hub.name })
    const token = await tokenFor(await createUser({ role: 'student' }))
    expect((await detail(token)).status).toBe(200)
    expect((await detail(tamper(token))).status).toBe(401)
    expect((await detail('not-a-token')).status).toBe(401)
  })
})
