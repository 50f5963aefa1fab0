import { expect, test } from './support/csp'

import { field, pickCountry, typeCode, wrongCode } from './support/forms'
import { closeMockTools, openMailbox, readLatestCode } from './support/mock-tools'
import { newAccount, registerAccount } from './support/registration'
import { signIn } from './support/sign-in'
import { closeToasts } from './support/toasts'

// Whole account flows of a dozen steps: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 60_000 })

/**
 * Sign-up end to end (spec part 1 sections 2, 4, 5, 8 and 9): the registration wizard, the code
 * read from the Mock tools mailbox, and the external-identity sign-up wizard.
 */

const landings = [
  // A new Catalyst is not approved yet (spec part 1 section 6).
  {
    role: 'counsellor',
    path: '/dashboard',
    title: 'Dashboard',
    notice: 'Your profile is awaiting moderator approval.',
  },
  // A new student's profile completion is below 90, so home is the student profile.
  { role: 'student', path: '/student-profile', title: 'Student Profile', notice: null },
] as const

for (const landing of landings) {
  test(`a new ${landing.role} registers, verifies the e-mailed code and signs in`, async ({
    page,
  }) => {
    const account = newAccount(landing.role)
    await page.goto('/auth/registration?mock-reset')
    await registerAccount(page, account)

    await typeCode(page, await readLatestCode(page, account.email))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(page.getByText('Email verified successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/login$/)

    await signIn(page, account.email, account.password)
    await expect(page).toHaveURL(new RegExp(`${landing.path}$`))
    await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible()
    if (landing.notice) await expect(page.getByText(landing.notice)).toBeVisible()
    await closeToasts(page, 'Logged In successfully!!')
    await page.getByRole('button', { name: 'Open profile menu' }).click()
    await expect(page.getByRole('menu').getByText(account.email)).toBeVisible()
  })
}

test('a wrong code is refused and the account stays unverified', async ({ page }) => {
  const account = newAccount('student')
  await page.goto('/auth/registration?mock-reset')
  await registerAccount(page, account)

  await typeCode(page, wrongCode(await readLatestCode(page, account.email)))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page.getByText('Email and OTP combination is wrong')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible()

  // Unverified accounts cannot sign in.
  await page.goto('/auth/login')
  await signIn(page, account.email, account.password)
  await expect(page.getByText('The login details are incorrect')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)
})

test('resending up to the limit starts the cooldown countdown', async ({ page }) => {
  const account = newAccount('student')
  await page.goto('/auth/registration?mock-reset')
  await registerAccount(page, account)

  // The demo allows 5 sign-up codes per address in 24 hours (mocks/config.ts): sign-up sent one.
  const resend = page.getByRole('button', { name: 'Resend OTP', exact: true })
  const sent = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Verification code has been sent' })
  for (let round = 0; round < 4; round += 1) {
    await resend.click()
    // Seeing and closing each confirmation keeps one resend per round.
    await sent.getByRole('button', { name: 'Close toast' }).click()
    await expect(sent).toHaveCount(0)
  }
  await expect(await openMailbox(page, account.email)).toHaveCount(5)
  await closeMockTools(page)

  await resend.click()
  await expect(
    page.getByText('Max limit for resend reached, try again after sometime'),
  ).toBeVisible()
  const countdown = page.getByRole('button', { name: /^Resend OTP in \d\d:\d\d:\d\d$/ })
  await expect(countdown).toBeDisabled()
  // The cooldown runs 24 hours from the first send, seconds ago.
  await expect(countdown).toHaveText(/^Resend OTP in 23:5\d:\d\d$/)
  const before = await countdown.textContent()
  await expect(countdown).not.toHaveText(before ?? '')
  const seconds = (label: string | null) => {
    const [h, m, s] = (label ?? '').slice(-8).split(':').map(Number)
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)
  }
  expect(seconds(await countdown.textContent())).toBeLessThan(seconds(before))
  // No sixth code went out.
  await expect(await openMailbox(page, account.email)).toHaveCount(5)
})

for (const landing of landings) {
  test(`a new person signs up through the identity provider as a ${landing.role}`, async ({
    page,
  }) => {
    const email = `noor.haddad.${landing.role}@example.com`
    await page.goto('/auth/login?mock-reset')
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible()
    await page.getByRole('radio', { name: /New person/ }).check()
    await page.getByLabel(/^Given name/).fill('Noor')
    await page.getByLabel(/^Family name/).fill('Haddad')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(/\/auth\/google-signUp$/)
    await expect(page.getByText('Please fill your account details to continue.')).toBeVisible()
    await page
      .getByRole('radio', { name: landing.role === 'counsellor' ? 'Catalyst' : 'Student' })
      .check()
    await page.getByRole('button', { name: 'Continue' }).click()
    // Names the provider supplied are locked.
    const firstName = field(page, 'First name')
    await expect(firstName).toHaveValue('Noor')
    await expect(firstName).not.toBeEditable()
    await pickCountry(page, 'India')
    await expect(field(page, 'Country code')).toHaveValue('+91')
    await field(page, 'Contact number').fill('9876501234')
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check()
    await page.getByRole('button', { name: 'Complete sign-up' }).click()
    await expect(page.getByText('Registration successful')).toBeVisible()

    // Sign-up ends at /dashboard, which a student's role guard turns into the student profile.
    await expect(page).toHaveURL(new RegExp(`${landing.path}$`))
    await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible()
    await closeToasts(page, 'Registration successful')
    await page.getByRole('button', { name: 'Open profile menu' }).click()
    await expect(page.getByRole('menu').getByText(email)).toBeVisible()
  })
}
