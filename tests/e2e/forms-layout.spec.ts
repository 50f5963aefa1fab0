import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'

import { VIEWPORT_HEIGHT, WIDTHS, waitForPage } from './support/a11y'
import { field } from './support/forms'

/**
 * Shared form fields in a real browser: an error shown when a field is left must never move the
 * control under the pointer while it is being clicked (the click would land elsewhere and be
 * lost), at a phone's width and a desktop's.
 */

async function openRegistrationDetails(page: Page) {
  await page.goto('/auth/registration?mock-reset')
  await waitForPage(page)
  await page.getByRole('radio', { name: 'Student' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible()
}

for (const width of [WIDTHS.narrow, WIDTHS.wide]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT } })

    test('one click on Country after a short Confirm password opens the list', async ({ page }) => {
      await openRegistrationDetails(page)
      await field(page, 'Confirm password').fill('short')
      // A single press: leaving Confirm password validates it as the button goes down.
      await page.getByRole('combobox', { name: 'Country', exact: true }).click()
      await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible()
      // The error still shows, once the click is over.
      await expect(page.getByText("Passwords don't match")).toBeVisible()
    })

    test('one click on the terms checkbox after a bad contact number ticks it', async ({
      page,
    }) => {
      await openRegistrationDetails(page)
      await field(page, 'Contact number').fill('98x')
      const terms = page.getByRole('checkbox', { name: /I accept the Terms of Use/ })
      await terms.click()
      await expect(terms).toBeChecked()
      await expect(page.getByText('Contact number must contain only digits')).toBeVisible()
    })

    test('one click on Email after a one-letter first name focuses it and keeps typing there', async ({
      page,
    }) => {
      await openRegistrationDetails(page)
      await field(page, 'First name').fill('4')
      await field(page, 'Email').click()
      await expect(field(page, 'Email')).toBeFocused()
      await page.keyboard.type('kavya@example.com')
      await expect(field(page, 'Email')).toHaveValue('kavya@example.com')
    })
  })
}
