import type { Locator, Page } from '@playwright/test'

/** Form steps shared by the auth screens, done with the keyboard and mouse as a person would. */

/** Types a code into the 6-box code input (one digit per box; typing moves to the next box). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code)
}

/** A 6-digit code that differs from `code` in every digit. */
export function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10))
}

/** Picks a country in the searchable country picker (which also fills the dial code). */
export async function pickCountry(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Country', exact: true }).click()
  await page.getByRole('combobox', { name: 'Search countries' }).fill(name)
  await page.getByRole('option', { name: new RegExp(`^${name}\\b`) }).click()
}

/**
 * A form control by the label a person reads. The app's required fields end their label with an
 * aria-hidden "*", which Playwright's getByLabel still counts as label text: it is allowed here.
 */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`))
}
