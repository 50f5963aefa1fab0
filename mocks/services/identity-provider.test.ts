import { describe, expect, it } from 'vitest'

import type { IsCountryRequiredResponse } from '@/api/generated/types.gen'

import { db } from '../db'
import { api } from '../testing/api'
import { createUser } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import {
  authorizeIdentity,
  ensureReturningGoogleUser,
  IDENTITY_ERRORS,
  needsSignUpDetails,
  parseAuthorizeRequest,
  providerReturnUrl,
  RETURNING_GOOGLE_PROFILE,
  type AuthorizeRequest,
} from './identity-provider'
import { verifyToken } from './tokens'

startMockBackend()

const ORIGIN = 'http://localhost:4181'
const LOGIN = `${ORIGIN}/auth/login`

function query(overrides: Record<string, string | null> = {}): string {
  const params = new URLSearchParams({
    response_type: 'token',
    client_id: 'catalyst-web',
    redirect_uri: LOGIN,
    scope: 'email openid phone profile',
    state: 's-123',
  })
  for (const [key, value] of Object.entries(overrides))
    if (value === null) params.delete(key)
    else params.set(key, value)
  return `?${params.toString()}`
}

const request: AuthorizeRequest = {
  clientId: 'catalyst-web',
  redirectUri: LOGIN,
  scopes: ['email', 'openid', 'phone', 'profile'],
  state: 's-123',
}

const isCountryRequired = (token: string) =>
  api<IsCountryRequiredResponse>(
    'GET',
    '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
    { token },
  )

describe('parseAuthorizeRequest', () => {
  it('reads an implicit-grant request to this site', () => {
    expect(parseAuthorizeRequest(query(), ORIGIN)).toEqual({ ok: true, request })
  })

  it('accepts a relative redirect_uri and drops a fragment from it', () => {
    const check = parseAuthorizeRequest(
      query({ redirect_uri: '/auth/login#x', state: null }),
      ORIGIN,
    )
    expect(check).toEqual({ ok: true, request: { ...request, state: null } })
  })

  it.each([
    ['another site', 'https://evil.example/auth/login'],
    ['a protocol-relative address', '//evil.example/auth/login'],
    ['another port', 'http://localhost:5173/auth/login'],
    ['a script address', 'javascript:alert(1)'],
  ])('refuses a redirect_uri on %s', (_name, redirectUri) => {
    const check = parseAuthorizeRequest(query({ redirect_uri: redirectUri }), ORIGIN)
    expect(check.ok ? null : check.problem).toContain('not on this site')
  })

  it('refuses a missing redirect_uri and a response type other than token', () => {
    expect(parseAuthorizeRequest(query({ redirect_uri: null }), ORIGIN).ok).toBe(false)
    const check = parseAuthorizeRequest(query({ response_type: 'code' }), ORIGIN)
    expect(check.ok ? null : check.problem).toContain('response_type')
  })
})

describe('authorizeIdentity', () => {
  it('creates a google account awaiting sign-up details for a new person', async () => {
    const outcome = await authorizeIdentity({
      givenName: ' Alex ',
      familyName: 'Rivera',
      email: 'Alex.Rivera@Example.com',
    })
    expect(outcome).toMatchObject({ kind: 'token', expiresIn: 600, created: true })
    const user = db.users.findFirst((q) => q.where({ email: 'alex.rivera@example.com' }))
    expect(user).toMatchObject({
      firstName: 'Alex',
      lastName: 'Rivera',
      identityProvider: 'google',
      confirmed: false,
      role: 'student',
      country: '',
      phoneNumber: null,
    })
    expect(user && needsSignUpDetails(user)).toBe(true)
    if (outcome.kind !== 'token') throw new Error('expected a token')
    const check = verifyToken(outcome.accessToken)
    expect(check).toMatchObject({ ok: true, claims: { typ: 'temporary', sub: user?.id } })
    const answer = await isCountryRequired(outcome.accessToken)
    expect(answer.body.success.isGoogleUserInfoRequired).toBe(true)
  })

  it('signs a google user in again without creating another account', async () => {
    const first = await authorizeIdentity({ givenName: 'Mei', familyName: '', email: 'mei@x.org' })
    const again = await authorizeIdentity({ givenName: 'Mei', familyName: '', email: 'MEI@x.org' })
    expect(again).toMatchObject({ kind: 'token', created: false })
    expect(first.kind === 'token' && again.kind === 'token' && again.user.id).toBe(
      first.kind === 'token' && first.user.id,
    )
    expect(db.users.count()).toBe(1)
  })

  it('refuses an e-mail that belongs to an e-mail/password account', async () => {
    const user = await createUser({ role: 'student', email: 'sam@example.com' })
    const outcome = await authorizeIdentity({ givenName: 'Sam', familyName: '', email: user.email })
    expect(outcome).toEqual({ kind: 'error', description: IDENTITY_ERRORS.emailExists })
  })

  it.each(['', '   ', 'not-an-email'])(
    'reports missing attributes for e-mail %j',
    async (email) => {
      const outcome = await authorizeIdentity({ givenName: 'Private', familyName: '', email })
      expect(outcome).toEqual({ kind: 'error', description: IDENTITY_ERRORS.attributesMissing })
      expect(db.users.count()).toBe(0)
    },
  )
})

describe('ensureReturningGoogleUser', () => {
  it('creates one complete google user on first use, then reuses it', async () => {
    const user = await ensureReturningGoogleUser()
    expect(user).toMatchObject({ email: RETURNING_GOOGLE_PROFILE.email, confirmed: true })
    expect(needsSignUpDetails(user)).toBe(false)
    expect((await ensureReturningGoogleUser()).id).toBe(user.id)
    expect(db.users.count()).toBe(1)
  })

  it('prefers a google user who already completed sign-up', async () => {
    const existing = await createUser({ role: 'counsellor', identityProvider: 'google' })
    expect((await ensureReturningGoogleUser()).id).toBe(existing.id)
  })

  it('is signed in at once by the app: no details needed, sign-in tokens issued', async () => {
    const seeded = await ensureReturningGoogleUser()
    const outcome = await authorizeIdentity(RETURNING_GOOGLE_PROFILE)
    if (outcome.kind !== 'token') throw new Error('expected a token')
    expect(outcome).toMatchObject({ created: false, user: { id: seeded.id } })
    const answer = await isCountryRequired(outcome.accessToken)
    expect(answer.body.success.isGoogleUserInfoRequired).toBe(false)
    expect(answer.body.success.tokens?.access_token).toEqual(expect.any(String))
  })
})

describe('providerReturnUrl', () => {
  it('returns the temporary token in the fragment, with the state', async () => {
    const outcome = await authorizeIdentity({ givenName: 'A', familyName: 'B', email: 'a@b.org' })
    if (outcome.kind !== 'token') throw new Error('expected a token')
    expect(providerReturnUrl(request, outcome)).toBe(
      `${LOGIN}#access_token=${outcome.accessToken}&token_type=Bearer&expires_in=600&state=s-123`,
    )
  })

  it('returns errors as access_denied with the URL-encoded message', () => {
    const url = providerReturnUrl(
      { ...request, state: null },
      { kind: 'error', description: IDENTITY_ERRORS.emailExists },
    )
    expect(url).toBe(
      `${LOGIN}#error=access_denied&error_description=Email%20already%20exists.%20Please%20login%20with%20email%20and%20password.`,
    )
    const fragment = new URLSearchParams(new URL(url).hash.slice(1))
    expect(fragment.get('error_description')).toBe(IDENTITY_ERRORS.emailExists)
  })

  it('reports a cancelled sign-in', () => {
    expect(providerReturnUrl(request, { kind: 'cancelled' })).toBe(
      `${LOGIN}#error=access_denied&error_description=User%20cancelled&state=s-123`,
    )
  })
})
