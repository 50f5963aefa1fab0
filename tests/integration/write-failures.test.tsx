import { act, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'

import { saveTemporaryIdentity } from '@/lib/auth/external-identity'
import type { FaultKind } from '@mocks/faults'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { authorizeIdentity } from '@mocks/services/identity-provider'
import { createUser } from '@mocks/testing/fixtures'
import { injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

/**
 * Issue 4 part 4: a write that fails keeps what the user typed. For every form of the auth area,
 * the submit operation answers 500 and then fails with no answer at all; the spec's toast or
 * status shows (part 1 section 8) and every value typed is still in its field.
 */
withMockServer()

type User = Awaited<ReturnType<typeof renderRoute>>['user']

beforeEach(() => {
  // Temporary tokens and resend cooldowns live in session storage.
  sessionStorage.clear()
})

/** The generic toast for each injected failure (the contract's 500 message is the spec's text). */
const failures: Array<[name: string, kind: FaultKind, message: string]> = [
  ['a 500 answer', 500, 'Something went wrong'],
  ['no answer at all', 'network', 'Network error or no response from server'],
]

const code = '123456'

async function typeCode(user: User, value: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }))
  await user.keyboard(value)
}

function expectCode(value: string) {
  value.split('').forEach((digit, index) => {
    expect(screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` })).toHaveValue(digit)
  })
}

async function pickCountry(user: User, name: string) {
  // find: the wizard's later steps load while the first is shown, and may still be on the way.
  await user.click(await screen.findByRole('combobox', { name: /^country$/i }))
  await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), name)
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }))
}

/** Earlier toasts go first, so the one a step expects is its own. */
async function dismissToasts() {
  act(() => {
    toast.dismiss()
  })
  const toasts = screen.getByRole('region', { name: /^Notifications/ })
  await waitFor(() => expect(within(toasts).queryAllByRole('listitem')).toHaveLength(0))
}

/** Types a whole value at once (a paste): the registration form is long and the machine busy. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field)
  await user.paste(value)
}

async function registerDetails(user: User, email: string) {
  // The first render of the wizard loads its chunk: slow on a busy machine.
  await user.click(await screen.findByRole('radio', { name: 'Student' }, { timeout: 10_000 }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await fill(user, await screen.findByLabelText(/^first name/i), 'Kavya')
  await fill(user, screen.getByLabelText(/^last name/i), 'Iyer')
  await fill(user, screen.getByLabelText(/^email/i), email)
  await fill(user, screen.getByLabelText(/^password/i), 'Bright#Future9')
  await fill(user, screen.getByLabelText(/^confirm password/i), 'Bright#Future9')
  await pickCountry(user, 'India')
  await fill(user, screen.getByLabelText(/^contact number/i), '9876501234')
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }))
}

describe.each(failures)('when the submit gets %s', (_name, kind, message) => {
  it('login keeps e-mail, password and Remember me', async () => {
    const { email, password } = demoAccounts.counsellor
    const { user, router, app } = await renderRoute('/auth/login')
    await user.type(await screen.findByLabelText(/^email/i), email)
    await user.type(screen.getByLabelText(/^password/i), password)
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    injectFault('signIn', kind)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText(message)).toBeVisible()
    // Spec part 1 section 8: an answered failure also sets the form status; no answer does not.
    expect(screen.queryByText('The login details are incorrect') !== null).toBe(kind === 500)
    expect(screen.getByLabelText(/^email/i)).toHaveValue(email)
    expect(screen.getByLabelText(/^password/i)).toHaveValue(password)
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    expect(currentPath(router)).toBe('/auth/login')
    expect(app.auth.isSignedIn()).toBe(false)
  })

  it('registration keeps the personal details', async () => {
    const email = 'kavya.iyer@example.com'
    const { user } = await renderRoute('/auth/registration')
    await registerDetails(user, email)
    injectFault('signUp', kind)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Kavya')
    expect(screen.getByLabelText(/^last name/i)).toHaveValue('Iyer')
    expect(screen.getByLabelText(/^email/i)).toHaveValue(email)
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Bright#Future9')
    expect(screen.getByLabelText(/^confirm password/i)).toHaveValue('Bright#Future9')
    expect(screen.getByLabelText(/^contact number/i)).toHaveValue('9876501234')
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ })).toBeChecked()
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  }, 60_000)

  it('registration step 3 keeps the code and the corrected e-mail', async () => {
    const { user } = await renderRoute('/auth/registration')
    await registerDetails(user, 'kavya.iyer@example.com')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeVisible()
    await typeCode(user, code)
    await dismissToasts()
    injectFault('verifySignUp', kind, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(message)).toBeVisible()
    expectCode(code)

    await user.click(screen.getByRole('button', { name: 'Change e-mail' }))
    const newEmail = screen.getByLabelText(/^new email/i)
    await user.clear(newEmail)
    await user.type(newEmail, 'kavya.iyer@example.org')
    await dismissToasts()
    injectFault('updateSignUpEmail', kind, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Update email' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByLabelText(/^new email/i)).toHaveValue('kavya.iyer@example.org')
    expectCode(code)
  }, 60_000)

  it('verify-otp keeps the e-mail, then the code', async () => {
    const person = await createUser({ role: 'student', confirmed: false })
    const { user } = await renderRoute('/auth/verify-otp', { scenario: null })
    await user.type(await screen.findByLabelText(/^email/i), person.email)
    injectFault('resendSignUpCode', kind, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByLabelText(/^email/i)).toHaveValue(person.email)

    await user.click(screen.getByRole('button', { name: 'I already have a code' }))
    await typeCode(user, code)
    await dismissToasts()
    injectFault('verifySignUp', kind, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(message)).toBeVisible()
    expectCode(code)
    expect(screen.getByText(person.email)).toBeVisible()
  })

  it('forgot password keeps the e-mail, then code and new passwords', async () => {
    const { email } = demoAccounts.student
    const { user } = await renderRoute('/auth/forgot-password')
    await user.type(await screen.findByLabelText(/^email/i), email)
    injectFault('forgetPassword', kind, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(
      screen.getByText('Sorry, looks like there are some errors detected, please try again.'),
    ).toBeVisible()
    expect(screen.getByLabelText(/^email/i)).toHaveValue(email)

    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('OTP has been sent to this email!!')).toBeVisible()
    await typeCode(user, code)
    await user.type(screen.getByLabelText(/^new password/i), 'Fresh!Start42')
    await user.type(screen.getByLabelText(/^confirm password/i), 'Fresh!Start42')
    await dismissToasts()
    injectFault('resetPassword', kind, { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    // Spec part 1 section 8: the reset step says so in its own words, whatever the failure.
    expect(await screen.findByText('The verification code is incorrect')).toBeVisible()
    expect(screen.getByText('Sorry, there was an error. Please try again.')).toBeVisible()
    expectCode(code)
    expect(screen.getByLabelText(/^new password/i)).toHaveValue('Fresh!Start42')
    expect(screen.getByLabelText(/^confirm password/i)).toHaveValue('Fresh!Start42')
  })

  it('external sign-up goes back to login, as the spec says for a failed completion', async () => {
    const { user, router } = await renderRoute('/auth/login')
    const outcome = await authorizeIdentity({
      givenName: 'Arjun',
      familyName: 'Mehta',
      email: 'arjun.mehta@gmail.com',
    })
    if (outcome.kind !== 'token') throw new Error('the provider refused the test profile')
    saveTemporaryIdentity(outcome.accessToken, {
      given_name: 'Arjun',
      family_name_google: 'Mehta',
      email: outcome.user.email,
    })
    await router.navigate({ to: '/auth/google-signUp' })
    await user.click(await screen.findByRole('radio', { name: 'Student' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await pickCountry(user, 'India')
    await user.type(screen.getByLabelText(/^contact number/i), '9812345678')
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }))
    injectFault('updateUserCountry', kind)
    await user.click(screen.getByRole('button', { name: 'Complete sign-up' }))

    // Spec part 1 section 8: "a failed sign-up completion sends the user to /auth/login".
    expect(await screen.findByText(message)).toBeVisible()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
    expect(sessionStorage.getItem('catalyst_temporary_token')).toBeNull()
  })
})
