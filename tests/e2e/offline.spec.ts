import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'

/**
 * Offline in real Chromium (issue 4 part 4). `context.setOffline(true)` flips navigator.onLine
 * and fires the `offline` event; the mock service worker would still answer API calls, so what
 * these tests prove is the app's own behaviour: the notice, a sign-in that refuses to queue, and a
 * write that waits and is sent on reconnect.
 */

const OFFLINE_MESSAGE = 'You are offline. Changes will be sent when you are back online.'
const PASSWORD = 'Catalyst#2026'

async function fillRegistration(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Student' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel(/^First name/).fill('Meera')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Password/).fill('Quiet#River42')
  await page.getByLabel(/^Confirm password/).fill('Quiet#River42')
  await page.getByRole('combobox', { name: /^Country$/ }).click()
  await page.getByRole('combobox', { name: 'Search countries' }).fill('India')
  await page.getByRole('option', { name: /^India/ }).click()
  await page.getByLabel(/^Contact number/).fill('9876512345')
  await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check()
}

test.describe('offline', () => {
  // Each test signs in or registers twice over a cold build: give a busy machine room.
  test.slow()

  test('the notice comes and goes; sign-in fails clearly offline and works once back', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/login?mock-reset')
    await page.getByLabel('Email').fill('counsellor@catalyst.demo')
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeHidden()
    // The sign-in form's code loads on the first interaction (it is prerendered): on a slow
    // machine it may still be on its way when the test pulls the cable, and then it never comes.
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-app-ready') &&
        !document.querySelector('[data-awaits-code]'),
    )

    await context.setOffline(true)
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE })
    await expect(notice).toBeVisible()
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('Network error or no response from server')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/login/)
    await expect(page.getByLabel('Email')).toHaveValue('counsellor@catalyst.demo')
    await expect(page.getByLabel(/^Password/)).toHaveValue(PASSWORD)

    await context.setOffline(false)
    await expect(notice).toBeHidden()
    // Nothing was queued: still signed out until the user asks again.
    await expect(page).toHaveURL(/\/auth\/login/)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a registration made offline waits, then is sent when the connection returns', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/registration?mock-reset')
    await fillRegistration(page, 'meera.offline@example.com')

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('1 change is waiting to be sent.')).toBeVisible()
    // The button stays disabled and announces the pending write.
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: 'Registering' })).toBeVisible()
    await expect(page.getByText('Registration successful')).toBeHidden()

    await context.setOffline(false)
    await expect(page.getByText('Registration successful')).toBeVisible()
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible()
  })

  test('the signed-in shell shows the notice too', async ({ page, context }) => {
    await page.goto('/auth/login?mock-reset')
    await page.getByLabel('Email').fill('student@catalyst.demo')
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/find-counsellors$/)
    // The page's code has arrived: going offline while a route chunk is still on its way is the
    // chunk-recovery question (issue 18), not this one.
    await expect(page.getByRole('heading', { level: 1, name: 'Find Catalysts' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Catalyst Request/ })).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeHidden()
  })
})
