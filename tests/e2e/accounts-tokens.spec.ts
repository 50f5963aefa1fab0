import { expect, test } from './support/csp'

import { closeMockTools, mockToolsPanel } from './support/mock-tools'
import { signIn, signOut, storedAccessToken } from './support/sign-in'
import { closeToasts } from './support/toasts'

// Whole account flows of a dozen steps: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 60_000 })

/** The tokens after sign-in (spec part 1 sections 4 and 9): silent refresh and sign out. */

test('a short-lived access token is refreshed silently and the new one is accepted', async ({
  page,
}) => {
  // The app refreshes 5 minutes before expiry: a 303 s token is refreshed about 3 s after issue.
  await page.goto('/auth/login?mock-reset&mock-token-ttl=303')
  await expect(page).toHaveURL(/\/auth\/login$/)
  // The setting shows in Mock tools, where a tester can change it too.
  await page.getByRole('button', { name: 'Mock tools', exact: true }).click()
  await mockToolsPanel(page).getByRole('tab', { name: 'Data' }).click()
  await expect(mockToolsPanel(page).getByLabel('Access token lifetime (s)')).toHaveValue('303')
  await closeMockTools(page)
  await signIn(page, 'counsellor@catalyst.demo')
  await expect(page).toHaveURL(/\/dashboard$/)
  const first = await storedAccessToken(page)
  expect(first).toBeTruthy()

  await expect.poll(() => storedAccessToken(page), { timeout: 10_000 }).not.toBe(first)
  const refreshed = await storedAccessToken(page)
  const accepted = await page.evaluate(async (token) => {
    const response = await fetch('/api/v1/profile/getUserProfileInfo', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    })
    return response.status
  }, refreshed)
  expect(accepted).toBe(200)

  // Nothing visible happened: same page, no error toast.
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0)

  // A later call made by the app: after a reload it loads the profile with the stored token (a
  // refused one would sign the user out).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.getByRole('button', { name: 'Open profile menu' }).click()
  await expect(page.getByRole('menu').getByText('counsellor@catalyst.demo')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0)
})

test('signing out from the profile menu ends the sign-in', async ({ page }) => {
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'student@catalyst.demo')
  await expect(page).toHaveURL(/\/find-counsellors$/)
  await closeToasts(page, 'Logged In successfully!!')

  // Spec part 1 section 2: the logout route reloads the page, so nothing of the signed-in user
  // stays in memory. A mark left in this document must be gone afterwards.
  await page.evaluate(() => Object.assign(window, { signedInDocument: true }))
  await signOut(page)
  await expect(page.getByText('Logged out successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sign in to Catalyst' })).toBeVisible()
  expect(await page.evaluate(() => 'signedInDocument' in window)).toBe(false)

  await page.goto('/find-counsellors')
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Ffind-counsellors$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/)
})
