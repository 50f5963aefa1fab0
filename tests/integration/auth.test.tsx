import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import {
  EXTERNAL_SIGN_IN_STATE_KEY,
  PROVIDER_RETURN_UNVERIFIED,
  TEMPORARY_TOKEN_KEY,
} from '@/lib/auth/external-identity'
import { configureMocks } from '@mocks/config'
import { seedScenario } from '@mocks/seed'
import { db } from '@mocks/db'
import { findUserByEmail } from '@mocks/services/relations'
import { issueToken } from '@mocks/services/tokens'
import { demoAccounts } from '@mocks/seed/demo-accounts'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

/** What startExternalSignIn stores before leaving for the provider; the return must carry it. */
function leftForProvider(): string {
  const state = 'state-of-this-tab'
  sessionStorage.setItem(EXTERNAL_SIGN_IN_STATE_KEY, state)
  return state
}

describe('identity provider return on /auth/login', () => {
  beforeEach(() => sessionStorage.clear())

  it('signs a complete account in and goes to /dashboard', async () => {
    await seedScenario('demo')
    const user = findUserByEmail(demoAccounts.counsellor.email)!
    const token = issueToken(user, 'temporary', 600)
    const state = leftForProvider()
    const { router, app } = await renderRoute(
      `/auth/login#access_token=${token}&token_type=Bearer&state=${state}`,
      {
        scenario: null,
      },
    )
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    expect(app.auth.isSignedIn()).toBe(true)
    expect(app.auth.getAccessToken()).not.toBe(token)
    expect(router.state.location.hash).toBe('')
  })

  it('sends a first-time account to /auth/google-signUp with the temporary token kept aside', async () => {
    await seedScenario('demo')
    const created = await db.users.create({
      ...findUserByEmail(demoAccounts.newStudent.email)!,
      id: '0b8f6a1e-2f4c-4b6d-9e0a-7c3d5b1a2f90',
      sk: 'USER#0b8f6a1e-2f4c-4b6d-9e0a-7c3d5b1a2f90',
      email: 'first.timer@example.org',
      identityProvider: 'google',
      confirmed: false,
      country: '',
      phoneNumber: null,
      countryCode: null,
    })
    const token = issueToken(created, 'temporary', 600)
    const state = leftForProvider()
    const { router, app } = await renderRoute(`/auth/login#access_token=${token}&state=${state}`, {
      scenario: null,
    })
    await waitFor(() => expect(currentPath(router)).toBe('/auth/google-signUp'))
    expect(sessionStorage.getItem(TEMPORARY_TOKEN_KEY)).toBe(token)
    expect(app.auth.isSignedIn()).toBe(false)
    expect(router.state.location.hash).not.toContain(token)
  })

  it.each([
    [
      'PreSignUp failed with error Email already exists. Please login with email and password.',
      'Email already exists. Please login with email and password.',
    ],
    [
      'Invalid user attributes: email: Attribute is required.',
      'Error with Google login: Required attributes missing.',
    ],
    ['User cancelled', 'Sign in with Google was cancelled.'],
    [
      '<img src=x onerror=alert(1)> Call +1 555 0100 to recover your account',
      'Error with Google login. Please try again.',
    ],
  ])('maps the provider error %j to the spec message, never its own words', async (text, shown) => {
    const state = leftForProvider()
    const { router } = await renderRoute(
      `/auth/login#error=access_denied&error_description=${encodeURIComponent(text)}&state=${state}`,
    )
    expect(await screen.findByText(shown)).toBeInTheDocument()
    expect(text).not.toBe(shown)
    expect(screen.queryByText(text, { exact: false })).not.toBeInTheDocument()
    expect(currentPath(router)).toBe('/auth/login')
  })

  it.each([
    ['no state stored by this tab', null],
    ['another state', 'state-of-another-tab'],
  ])('refuses a token fragment with %s (no login CSRF)', async (_what, stored) => {
    await seedScenario('demo')
    const attacker = findUserByEmail(demoAccounts.counsellor.email)!
    const token = issueToken(attacker, 'temporary', 600)
    if (stored) sessionStorage.setItem(EXTERNAL_SIGN_IN_STATE_KEY, stored)
    const { router, app } = await renderRoute(
      `/auth/login#access_token=${token}&state=state-the-attacker-chose`,
      { scenario: null },
    )
    expect(await screen.findByText(PROVIDER_RETURN_UNVERIFIED)).toBeInTheDocument()
    expect(currentPath(router)).toBe('/auth/login')
    expect(router.state.location.hash).toBe('')
    expect(app.auth.isSignedIn()).toBe(false)
    expect(sessionStorage.getItem(TEMPORARY_TOKEN_KEY)).toBeNull()
  })

  it('refuses an unsolicited error fragment with the fixed message', async () => {
    const { router } = await renderRoute(
      `/auth/login#error=access_denied&error_description=${encodeURIComponent('Your account is locked: call +1 555 0100')}`,
    )
    expect(await screen.findByText(PROVIDER_RETURN_UNVERIFIED)).toBeInTheDocument()
    expect(screen.queryByText(/555 0100/)).not.toBeInTheDocument()
    expect(currentPath(router)).toBe('/auth/login')
  })
})

describe('the sign-in tokens', () => {
  it('refreshes the access token silently before it expires', async () => {
    // A 301 s lifetime puts the refresh (5 minutes before expiry) one second away.
    configureMocks({ accessTokenTtlSeconds: 301 })
    const { app, router } = await renderRoute('/dashboard', { as: 'counsellor' })
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    const before = app.auth.getAccessToken()
    const refreshBefore = app.auth.getRefreshToken()
    await waitFor(() => expect(app.auth.getAccessToken()).not.toBe(before), { timeout: 4000 })
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    // The refresh token rotated: the app keeps the new one for the next refresh.
    expect(app.auth.getRefreshToken()).toMatch(/^rt_/)
    expect(app.auth.getRefreshToken()).not.toBe(refreshBefore)
  })

  it('ends the sign-in when the refresh token is refused (401), as any 401 does', async () => {
    configureMocks({ accessTokenTtlSeconds: 301 })
    const { app, router } = await renderRoute('/dashboard', { as: 'counsellor' })
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    // The server no longer accepts the refresh token (expired or revoked); the access token
    // still works, so only the refresh can end this sign-in.
    await db.tokens.updateMany((q) => q.where({ kind: 'refresh' }), {
      data(token) {
        token.revoked = true
      },
    })
    expect(
      await screen.findByText('Error while refreshing the access token', {}, { timeout: 4000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
    expect(app.auth.isSignedIn()).toBe(false)
  })

  it('ends the sign-in on a 401 and lands on the login page', async () => {
    const { app, router } = await renderRoute('/dashboard', { as: 'counsellor' })
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    // Revoke the sign-in server-side, then make the app call the API.
    await fetch('http://localhost/api/v1/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${app.auth.getAccessToken() ?? ''}` },
    })
    await app.queryClient.refetchQueries()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
    expect(app.auth.isSignedIn()).toBe(false)
  })

  it('shows the approval banner to a counsellor awaiting approval only', async () => {
    const view = await renderRoute('/dashboard', { as: 'pendingCounsellor' })
    expect(
      await screen.findByText('Your profile is awaiting moderator approval.'),
    ).toBeInTheDocument()
    view.unmount()
    await renderRoute('/dashboard', { as: 'counsellor' })
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(
      screen.queryByText('Your profile is awaiting moderator approval.'),
    ).not.toBeInTheDocument()
  })
})
