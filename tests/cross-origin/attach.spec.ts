import type { Page } from '@playwright/test'

import { expect, test } from '../e2e/support/csp'
import { field, typeCode } from '../e2e/support/forms'
import { DEMO_PASSWORD, signIn, signOut, storedAccessToken } from '../e2e/support/sign-in'
import { closeToasts } from '../e2e/support/toasts'
import { server } from './support/control'
import { takeServerTurns } from './support/server-turn'
import { crossOrigin } from './support/servers'

/**
 * The production build (mocking off) attached by configuration only to a real HTTP server on
 * another origin, the mock backend over HTTP with CORS (mocks/server): the proof that nothing but
 * configuration changes when the real backend arrives (README, "Attaching a real backend"). Each
 * test starts from the demo data with no faults; any Content-Security-Policy violation fails it.
 */
test.describe.configure({ timeout: 60_000 })
takeServerTurns(test)
test.beforeEach(() => server.reset())
// Every answer the pages received was one the contract declares.
test.afterEach(async () => expect(await server.violations()).toEqual([]))

const counsellor = 'counsellor@catalyst.demo'
const api = (path: string) => `${crossOrigin.apiOrigin}/api/v1${path}`

async function signInAsCounsellor(page: Page, options: { remember?: boolean } = {}) {
  await page.goto('/auth/login')
  const answer = page.waitForResponse(api('/auth/signin'))
  await signIn(page, counsellor, DEMO_PASSWORD, options)
  expect((await answer).status()).toBe(200)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

test('signs in against the API on another origin, keeps the sign-in over a reload, signs out', async ({
  page,
}) => {
  const response = await page.goto('/auth/login')
  // The host's header is the build's own policy: the API and socket origins it was built with.
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain(`connect-src 'self' ${crossOrigin.apiOrigin} ws://127.0.0.1:`)
  expect(policy).toContain("frame-ancestors 'none'")

  await signInAsCounsellor(page)
  expect(await storedAccessToken(page)).toBeTruthy()
  await closeToasts(page, 'Logged In successfully!!')

  const profile = page.waitForResponse(api('/profile/getUserProfileInfo'))
  await page.reload()
  expect((await profile).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  const logout = page.waitForResponse(api('/auth/logout'))
  await signOut(page)
  expect((await logout).status()).toBe(200)
  expect(await storedAccessToken(page)).toBeNull()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/)
})

test('Remember me keeps the sign-in in a new tab', async ({ page, context }) => {
  await signInAsCounsellor(page, { remember: true })
  const tab = await context.newPage()
  await tab.goto('/dashboard')
  await expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('a short-lived access token is refreshed across origins, the token in the query string', async ({
  page,
}) => {
  // The app refreshes 5 minutes before expiry: a 303 s token is refreshed about 3 s after issue.
  await server.configure({ accessTokenTtlSeconds: 303 })
  const refresh = page.waitForRequest((request) =>
    request.url().startsWith(api('/auth/getNewAccessToken?')),
  )
  await signInAsCounsellor(page)
  const first = await storedAccessToken(page)
  const refreshCookie = async () =>
    // Without Remember me the refresh token is in a session cookie of the tab's own.
    (await page.context().cookies()).find((cookie) =>
      cookie.name.startsWith('catalyst_refresh_token.'),
    )?.value
  const firstRefresh = await refreshCookie()
  const sent = new URL((await refresh).url())
  expect(sent.searchParams.get('refreshToken')).toBe(firstRefresh)
  await expect.poll(() => storedAccessToken(page), { timeout: 10_000 }).not.toBe(first)
  // Refresh tokens rotate: the cookie now holds the next one.
  await expect.poll(refreshCookie).not.toBe(firstRefresh)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0)
})

test('a forgotten password is reset with the code the server e-mailed', async ({ page }) => {
  const email = 'student@catalyst.demo'
  const newPassword = 'Fresh!Start42'
  await page.goto('/auth/forgot-password')
  await field(page, 'Email').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('OTP has been sent to this email!!')).toBeVisible()

  await typeCode(page, await server.latestCode(email))
  await field(page, 'New password').fill(newPassword)
  await field(page, 'Confirm password').fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Password reset successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)

  await signIn(page, email, newPassword)
  await expect(page).toHaveURL(/\/find-counsellors$/)
})

test('signs in with the identity provider the build was configured with', async ({ page }) => {
  await page.goto('/auth/login')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(new RegExp(`^${crossOrigin.apiOrigin}/identity/authorize\\?`))
  // The provider's page is the demo build's own (mocks/pages/identity), served by the server.
  await page
    .getByRole('radio', { name: /Signed up: goes straight in/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Logged In successfully!!')).toBeVisible()
  await expect(page).not.toHaveURL(/\/auth\//)
  expect(page.url()).not.toContain('access_token')
})

test('a 401 on the profile read ends the sign-in', async ({ page }) => {
  await signInAsCounsellor(page)
  await server.fault({ operationId: 'getUserProfileInfo', kind: 401 })
  await page.reload()
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  expect(await storedAccessToken(page)).toBeNull()
})

/** After a reload that could not load the user: the error page, still signed in, then Retry. */
async function expectKeptSignInThenRetry(page: Page, message: string, recover: () => unknown) {
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('This page could not be shown')
  await expect(alert).toContainText(message)
  await expect(alert).toContainText('You are still signed in.')
  await expect(page.locator('body')).not.toContainText(/Bad Gateway|nginx|<h1>/)
  expect(await storedAccessToken(page)).toBeTruthy()
  await recover()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
}

test('a 500 on the profile read keeps the sign-in, and Retry brings the page back', async ({
  page,
}) => {
  await signInAsCounsellor(page)
  await server.fault({ operationId: 'getUserProfileInfo', kind: 500 })
  await page.reload()
  await expectKeptSignInThenRetry(page, 'Something went wrong', () => server.clearFaults())
})

test("a gateway's HTML 502 reads Something went wrong, never markup, and keeps what was typed", async ({
  page,
}) => {
  await page.goto('/auth/login')
  await server.gateway({ status: 502, body: 'html', path: '/auth/signin', times: 1 })
  await signIn(page, counsellor)
  await closeToasts(page, 'Something went wrong')
  await expect(page.locator('body')).not.toContainText(/Bad Gateway|nginx/)
  await expect(field(page, 'Email')).toHaveValue(counsellor)
  await expect(field(page, 'Password')).toHaveValue(DEMO_PASSWORD)

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await server.gateway({ status: 502, body: 'html', path: '/profile/', times: 1 })
  await page.reload()
  await expectKeptSignInThenRetry(page, 'Something went wrong', () => undefined)
})

test('a stopped server: sign-in says so and keeps what was typed; a signed-in reload keeps the sign-in', async ({
  page,
}) => {
  await signInAsCounsellor(page)
  await server.stop()
  try {
    await page.reload()
    await expectKeptSignInThenRetry(page, 'Network error or no response from server', () =>
      server.start(),
    )
  } finally {
    await server.start()
  }

  await signOut(page)
  await server.stop()
  try {
    await signIn(page, counsellor)
    await closeToasts(page, 'Network error or no response from server')
    await expect(field(page, 'Email')).toHaveValue(counsellor)
  } finally {
    await server.start()
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
