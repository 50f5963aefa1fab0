import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'

import { signIn } from './support/sign-in'

// A dozen steps across the app and the mock billing portal.
test.describe.configure({ timeout: 90_000 })

/** Chooses the selected plan on Pricing and pays in the embedded checkout (the mock provider's form). */
async function payWith(page: Page, card: string) {
  await page.getByRole('button', { name: 'Choose Elite Access' }).click()
  const checkout = page.getByRole('dialog', { name: 'Checkout' })
  await checkout.getByLabel('Card number').fill(card, { timeout: 15_000 })
  await checkout.getByRole('button', { name: 'Pay' }).click()
}

/**
 * Subscriptions end to end (issue 17 points 1 to 4): the demo Catalyst cancels the current plan in
 * the billing portal, is declined with the decline card, pays with the success card, and finds
 * the new subscription in the billing portal.
 */
test('a Catalyst changes subscription: decline card fails, success card pays, Billing shows it', async ({
  page,
}) => {
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'counsellor@catalyst.demo')
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })

  // Opened from Pricing (as its Manage billing does), the portal leads back there (issue 36).
  await page.goto('/billing?from=%2Fpricing')
  await expect(page).toHaveURL(/\/mock-services\/billing-portal\?user=/, { timeout: 15_000 })
  await expect(page.getByTestId('subscription')).toContainText('Prime')
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(page.getByTestId('subscription')).toHaveText('No active subscription.')
  await page.getByRole('link', { name: 'Return to Catalyst' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible({
    timeout: 15_000,
  })
  await page.getByRole('button', { name: 'Yearly' }).click()
  await page.getByRole('button', { name: /^Elite Access/ }).click()
  await payWith(page, '4000 0000 0000 0002')
  const failed = page.getByRole('dialog', { name: 'Payment Failed' })
  await expect(failed).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/pricing\?session_id=cs_test_/)
  await failed.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/pricing$/)

  // The page keeps the period and the chosen plan.
  await expect(page.getByRole('button', { name: /^Elite Access/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await payWith(page, '4242 4242 4242 4242')
  const paid = page.getByRole('dialog', { name: 'Payment Successful' })
  await expect(paid).toBeVisible({ timeout: 15_000 })
  await expect(paid).toContainText('Elite Access')
  await expect(paid).toContainText('$3,500')
  await expect(paid).toContainText('visa **** 4242')
  await paid.getByRole('button', { name: 'Close' }).click()

  // Opened from Pricing (as its Manage billing does), the portal leads back there (issue 36).
  await page.goto('/billing?from=%2Fpricing')
  await expect(page).toHaveURL(/\/mock-services\/billing-portal\?user=/, { timeout: 15_000 })
  await expect(page.getByTestId('subscription')).toContainText('Elite Access, $3,500 yearly')
  await expect(
    page.getByRole('row', { name: /Elite Access \(yearly\) \$3,500 Paid$/ }),
  ).toBeVisible()
})
