import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { http, HttpResponse } from 'msw'

import { SIGN_IN_MAX_FAILURES } from '@/config/constants'
import { demoAccounts, type DemoAccountKey } from '@mocks/seed/demo-accounts'

import { allowContractViolations } from '../contract-violations'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

const server = withMockServer()

async function signIn(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/^email/i), email)
  await user.type(screen.getByLabelText(/^password/i), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('sign-in page', () => {
  it.each<[DemoAccountKey, string, string]>([
    ['counsellor', '/dashboard', 'Dashboard'],
    ['pendingCounsellor', '/dashboard', 'Dashboard'],
    ['newStudent', '/student-profile', 'Student Profile'],
    ['student', '/find-counsellors', 'Find Catalysts'],
  ])('signs %s in and lands on %s', async (account, path, title) => {
    const { user, router } = await renderRoute('/auth/login')
    await signIn(user, demoAccounts[account].email, demoAccounts[account].password)
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument()
    expect(currentPath(router)).toBe(path)
    expect(await screen.findByText('Logged In successfully!!')).toBeInTheDocument()
  })

  it('Enter while Sign in is off checks the form: it says why instead of doing nothing', async () => {
    // A disabled default button drops the browser's own submission on Enter; the form handles
    // Enter itself, so a press just after its code arrived, before its first check, is not lost.
    const { user, router } = await renderRoute('/auth/login')
    // E-mail never visited, so no message yet; the password typed, then Enter.
    await screen.findByLabelText(/^email/i)
    await user.type(screen.getByLabelText(/^password/i), 'Catalyst#2026')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled()
    expect(screen.queryByText('Email is required')).toBeNull()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Email is required')).toBeVisible()
    expect(screen.getByLabelText(/^email/i)).toHaveFocus()
    expect(currentPath(router)).toBe('/auth/login')
    // Put right, Enter signs in.
    await user.clear(screen.getByLabelText(/^email/i))
    await user.type(screen.getByLabelText(/^email/i), demoAccounts.counsellor.email)
    await user.click(screen.getByLabelText(/^password/i))
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
  })

  it('shows the form status for wrong credentials and keeps what was typed', async () => {
    const { user, router } = await renderRoute('/auth/login')
    await signIn(user, demoAccounts.counsellor.email, 'Wrong#Password1')
    expect(await screen.findByText('The login details are incorrect')).toBeInTheDocument()
    // The server's own message is toasted as well (spec part 1 section 8).
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^email/i)).toHaveValue(demoAccounts.counsellor.email)
    expect(currentPath(router)).toBe('/auth/login')
  })

  it('toasts the message of an answer that carries no token (spec part 1 section 8)', async () => {
    allowContractViolations()
    server.use(
      http.post('*/api/v1/auth/signin', () =>
        HttpResponse.json({ message: 'Your account is suspended. Contact support.' }),
      ),
    )
    const { user, router, app } = await renderRoute('/auth/login')
    await signIn(user, demoAccounts.counsellor.email, demoAccounts.counsellor.password)
    expect(
      await screen.findByText('Your account is suspended. Contact support.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
    expect(currentPath(router)).toBe('/auth/login')
    expect(app.auth.isSignedIn()).toBe(false)
  })

  it('after repeated failures says when to try again, and holds the button until then', async () => {
    const { user } = await renderRoute('/auth/login')
    await user.type(await screen.findByLabelText(/^email/i), demoAccounts.counsellor.email)
    const password = screen.getByLabelText(/^password/i)
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      await user.clear(password)
      await user.type(password, `Wrong#Password${attempt}`)
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      await screen.findByText('The login details are incorrect')
    }
    await user.clear(password)
    await user.type(password, demoAccounts.counsellor.password)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Too many failed sign-in attempts.')).toBeVisible()
    expect(await screen.findByText(/^Try again in 00:1[45]:\d\d$/)).toBeVisible()
    expect(screen.queryByText('The login details are incorrect')).not.toBeInTheDocument()
    expect(
      await screen.findByText('Too many failed sign-in attempts. Please try again later.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled()
  })

  it('follows a same-site returnUrl after sign-in', async () => {
    const { user, router } = await renderRoute('/auth/login?returnUrl=%2Fmy-student')
    await signIn(user, demoAccounts.counsellor.email, demoAccounts.counsellor.password)
    await waitFor(() => expect(currentPath(router)).toBe('/my-student'))
  })

  it('refuses an off-site returnUrl and goes home instead', async () => {
    const { user, router } = await renderRoute(
      '/auth/login?returnUrl=https%3A%2F%2Fevil.example%2F',
    )
    await signIn(user, demoAccounts.counsellor.email, demoAccounts.counsellor.password)
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
  })

  it('validates the fields with the spec messages before calling the server', async () => {
    const { user } = await renderRoute('/auth/login')
    await user.type(await screen.findByLabelText(/^email/i), 'not-an-email')
    await user.tab()
    expect(await screen.findByText('Wrong email format')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled()
  })
})

describe('sign-out', () => {
  it('signs out from the profile menu and returns to the login page', async () => {
    const { user, router, app } = await renderRoute('/dashboard', { as: 'counsellor' })
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }))
    await user.click(await screen.findByRole('menuitem', { name: /sign out/i }))
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
    expect(app.auth.isSignedIn()).toBe(false)
  })
})
