import { expect, test } from './support/csp'

import { field, typeCode } from './support/forms'
import { readLatestCode } from './support/mock-tools'
import { DEMO_PASSWORD, signIn } from './support/sign-in'

// Whole account flows of a dozen steps: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 60_000 })

/** Forgot password end to end (spec part 1 sections 2, 4, 5 and 8). */
test('a forgotten password is reset with the e-mailed code; the old one stops working', async ({
  page,
}) => {
  const email = 'student@catalyst.demo'
  const newPassword = 'Fresh!Start42'
  await page.goto('/auth/login?mock-reset')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/auth\/forgot-password$/)
  // The URL changes before the page's chunk has loaded; until then the login form (with its own
  // Email field) is still on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await field(page, 'Email').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('OTP has been sent to this email!!')).toBeVisible()

  await typeCode(page, await readLatestCode(page, email, 'reset'))
  await field(page, 'New password').fill(newPassword)
  await field(page, 'Confirm password').fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Password reset successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)

  await signIn(page, email, DEMO_PASSWORD)
  await expect(page.getByText('The login details are incorrect')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)

  await field(page, 'Password').fill(newPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/find-counsellors$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Find Catalysts' })).toBeVisible()
})
