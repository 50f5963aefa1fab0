import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { TEMPORARY_TOKEN_KEY } from '@/lib/session/external-identity'
import { configureMocks } from '@mocks/config'
import { seedScenario } from '@mocks/seed'
import { db } from '@mocks/db'
import { findUserByEmail } from '@mocks/services/relations'
import { issueToken } from '@mocks/services/tokens'
import { demoAccounts } from '@mocks/seed/demo-accounts'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

describe('identity provider return on /auth/login', () => {
  it('signs a complete account in and goes to /dashboard', async () => {
    await seedScenario('demo')
    const user = findUserByEmail(demoAccounts.counsellor.email)!
    const token = issueToken(user, 'temporary', 600)
    const { router, app } = await renderRoute(
      `/auth/login#access_token=${token}&token_type=Bearer`,
      {
        scenario: null,
      },
    )
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    expect(app.session.isSignedIn()).toBe(true)
    expect(app.session.getAccessToken()).not.toBe(token)
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
    const { router, app } = await renderRoute(`/auth/login#access_token=${token}`, {
      scenario: null,
    })
    await waitFor(() => expect(currentPath(router)).toBe('/auth/google-signUp'))
    expect(sessionStorage.getItem(TEMPORARY_TOKEN_KEY)).toBe(token)
    expect(app.session.isSignedIn()).toBe(false)
    expect(router.state.location.hash).not.toContain(token)
  })

  it('shows the provider error and stays on the login page', async () => {
    const message = 'Email already exists. Please login with email and password.'
    const { router } = await renderRoute(
      `/auth/login#error=access_denied&error_description=${encodeURIComponent(message)}`,
    )
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(currentPath(router)).toBe('/auth/login')
  })
})

describe('session', () => {
  it('refreshes the access token silently before it expires', async () => {
    // A 301 s lifetime puts the refresh (5 minutes before expiry) one second away.
    configureMocks({ accessTokenTtlSeconds: 301 })
    const { app, router } = await renderRoute('/dashboard', { as: 'counsellor' })
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    const before = app.session.getAccessToken()
    await waitFor(() => expect(app.session.getAccessToken()).not.toBe(before), { timeout: 4000 })
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
  })

  it('ends the session on a 401 and lands on the login page', async () => {
    const { app, router } = await renderRoute('/dashboard', { as: 'counsellor' })
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    // Revoke the session server-side, then make the app call the API.
    await fetch('http://localhost/api/v1/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${app.session.getAccessToken() ?? ''}` },
    })
    await app.queryClient.refetchQueries()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
    expect(app.session.isSignedIn()).toBe(false)
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
