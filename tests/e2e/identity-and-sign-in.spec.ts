import type { Browser, Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { closeToasts } from './support/toasts'

const password = 'Catalyst#2026'

async function signIn(page: Page, email: string, remember: boolean) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  // The form's code loads with the first interaction (src/lib/hydration.ts): Sign in is
  // enabled once it checks the form, and the checkbox answers a click at once from then on.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A browser restart: persistent cookies and localStorage survive, session data does not. */
async function restart(browser: Browser, page: Page) {
  const state = await page.context().storageState()
  await page.context().close()
  const cookies = state.cookies.filter((cookie) => cookie.expires > 0)
  const context = await browser.newContext({ storageState: { ...state, cookies } })
  return context.newPage()
}

test('Remember me survives a browser restart', async ({ browser, page }) => {
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'counsellor@catalyst.demo', true)
  await expect(page).toHaveURL(/\/dashboard$/)
  const next = await restart(browser, page)
  await next.goto('/dashboard')
  await expect(next.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('without Remember me a browser restart signs the user out', async ({ browser, page }) => {
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'counsellor@catalyst.demo', false)
  await expect(page).toHaveURL(/\/dashboard$/)
  const next = await restart(browser, page)
  await next.goto('/dashboard')
  await expect(next).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/)
})

test('a 401 from the API ends the sign-in and lands on the login page', async ({ page }) => {
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'student@catalyst.demo', false)
  await expect(page).toHaveURL(/\/find-counsellors$/)
  await closeToasts(page, 'Logged In successfully!!')
  // The server forgets the sign-in (as after a logout elsewhere); the next call answers 401.
  await page.evaluate(async () => {
    const token = sessionStorage.getItem('catalyst_access_token') ?? ''
    await fetch('/api/v1/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
  })
  // The next call answers 401: the reload's profile read, or the request drawer's poll (every
  // 5 s) if it comes first on a slow machine. Either way the sign-in ends on the login page.
  await page.reload()
  await expect(page).toHaveURL(/\/auth\/login/)
  expect(await page.evaluate(() => sessionStorage.getItem('catalyst_access_token'))).toBeNull()
})

test('Sign in with Google: a new person goes to the sign-up wizard, a password user is refused', async ({
  page,
}) => {
  await page.goto('/auth/login?mock-reset')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(page).toHaveURL(/\/mock-services\/identity\/authorize/)
  await page.getByRole('radio', { name: /New person/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/auth\/google-signUp$/)
  // The token never stays in the URL.
  expect(page.url()).not.toContain('access_token')

  await page.goto('/auth/login')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await page.getByRole('radio', { name: /student@catalyst\.demo/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(
    page.getByText('Email already exists. Please login with email and password.'),
  ).toBeVisible()
})
