import { expect, type Page } from '@playwright/test'

import { field } from './forms'

/** Signing in and out through the UI. The demo accounts' password (mocks/seed). */
export const DEMO_PASSWORD = 'Catalyst#2026'

/** Fills the login page (already open) and presses Sign in. */
export async function signIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  { remember = false }: { remember?: boolean } = {},
): Promise<void> {
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  // The form's code loads with the first interaction (src/lib/hydration.ts): Sign in is
  // enabled once it checks the form, and the checkbox answers a click at once from then on.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Sign Out from the profile menu; waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
}

/** The access token the app stored for this tab (session storage, without "Remember me"). */
export function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('catalyst_access_token'))
}
