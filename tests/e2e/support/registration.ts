import { expect, type Page } from '@playwright/test'

import { field, pickCountry } from './forms'

/** A person signing up on /auth/registration. */
export interface NewAccount {
  role: 'counsellor' | 'student'
  firstName: string
  lastName: string
  email: string
  password: string
  country: string
  /** National number with the country's mobile length (10 digits for India). */
  contact: string
}

/** A valid new account; the password avoids the names and the e-mail's local part (section 5). */
export function newAccount(role: NewAccount['role'], overrides: Partial<NewAccount> = {}) {
  return {
    role,
    firstName: 'Kavya',
    lastName: 'Iyer',
    email: `kavya.${role}@example.com`,
    password: 'Bright#Future9',
    country: 'India',
    contact: '9876501234',
    ...overrides,
  } satisfies NewAccount
}

/**
 * Steps 1 and 2 of the registration wizard (open at /auth/registration), ending on step 3 with
 * the code e-mailed.
 */
export async function registerAccount(page: Page, account: NewAccount): Promise<void> {
  await page
    .getByRole('radio', { name: account.role === 'counsellor' ? 'Catalyst' : 'Student' })
    .check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await field(page, 'First name').fill(account.firstName)
  await field(page, 'Last name').fill(account.lastName)
  await field(page, 'Email').fill(account.email)
  await field(page, 'Password').fill(account.password)
  await field(page, 'Confirm password').fill(account.password)
  await pickCountry(page, account.country)
  await field(page, 'Contact number').fill(account.contact)
  await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check()
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration successful')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible()
}
