import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { configureMocks } from '@mocks/config'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { authorizeIdentity } from '@mocks/services/identity-provider'
import { latestMailTo } from '@mocks/services/mailbox'
import { findUserByEmail } from '@mocks/services/relations'
import { createUser } from '@mocks/testing/fixtures'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

type User = Awaited<ReturnType<typeof renderRoute>>['user']

beforeEach(() => {
  // Temporary tokens and resend cooldowns live in session storage.
  sessionStorage.clear()
})

function codeSentTo(email: string, kind: 'signup-code' | 'reset-code'): string {
  const code = latestMailTo(email, kind)?.code
  if (!code) throw new Error(`no ${kind} was e-mailed to ${email}`)
  return code
}

async function typeCode(user: User, code: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }))
  await user.keyboard(code)
}

async function pickCountry(user: User, name: string) {
  await user.click(screen.getByRole('combobox', { name: /^country$/i }))
  await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), name)
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }))
}

async function fillRegistrationDetails(user: User, email: string) {
  await user.type(await screen.findByLabelText(/^first name/i), 'Kavya')
  await user.type(screen.getByLabelText(/^last name/i), 'Iyer')
  await user.type(screen.getByLabelText(/^email/i), email)
  await user.type(screen.getByLabelText(/^password/i), 'Bright#Future9')
  await user.type(screen.getByLabelText(/^confirm password/i), 'Bright#Future9')
  await pickCountry(user, 'India')
  await user.type(screen.getByLabelText(/^contact number/i), '9876501234')
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }))
}

describe('registration', () => {
  it('registers a student, verifies the e-mailed code and lands on the login page', async () => {
    const email = 'kavya.iyer@example.com'
    const { user, router } = await renderRoute('/auth/registration')

    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please select a profile type')).toBeInTheDocument()
    expect(await screen.findByText('Invalid form data')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    await fillRegistrationDetails(user, email)
    expect(screen.getByLabelText(/^country code/i)).toHaveValue('+91')
    // Previous and back again keeps everything typed.
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByLabelText(/^email/i)).toHaveValue(email)

    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument()
    expect(findUserByEmail(email)).toMatchObject({
      role: 'student',
      phoneNumber: '+919876501234',
      countryCode: '+91',
      country: 'India',
      confirmed: false,
    })
    expect(screen.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/faq')

    await typeCode(user, codeSentTo(email, 'signup-code'))
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
    expect(findUserByEmail(email)?.confirmed).toBe(true)
  })

  it('resumes at the verification step after Get Help, until the address is verified', async () => {
    const email = 'resumes.after.help@example.com'
    const { user, router } = await renderRoute('/auth/registration')
    await user.click(await screen.findByRole('radio', { name: 'Student' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await fillRegistrationDetails(user, email)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Get Help' }))
    await waitFor(() => expect(currentPath(router)).toBe('/faq'))
    await router.navigate({ to: '/auth/registration' })
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument()
    expect(screen.getByText(email, { exact: false })).toBeVisible()

    await typeCode(user, codeSentTo(email, 'signup-code'))
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
    // Verified: a new visit starts a new registration.
    await router.navigate({ to: '/auth/registration' })
    expect(
      await screen.findByRole('heading', { name: 'Choose your profile type' }),
    ).toBeInTheDocument()
  })

  it('keeps the form and shows the rewritten message when the e-mail is taken', async () => {
    const { user } = await renderRoute('/auth/registration')
    await user.click(await screen.findByRole('radio', { name: 'Catalyst' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await fillRegistrationDetails(user, demoAccounts.student.email)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(
      await screen.findByText('Email address already exists.Please Try Login'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Kavya')
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Bright#Future9')
  })

  it('corrects a mistyped e-mail during verification and verifies the new one', async () => {
    const { user, router } = await renderRoute('/auth/registration')
    await user.click(await screen.findByRole('radio', { name: 'Student' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await fillRegistrationDetails(user, 'kavya.iyer@exmaple.com')
    await user.click(screen.getByRole('button', { name: 'Register' }))

    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }))
    const field = screen.getByLabelText(/^new email/i)
    await user.clear(field)
    await user.type(field, 'kavya.iyer@')
    expect(await screen.findByText('Wrong email format')).toBeInTheDocument()
    await user.type(field, 'example.com')
    await user.click(screen.getByRole('button', { name: 'Update email' }))
    expect(await screen.findByText('Email updated successfully!')).toBeInTheDocument()

    await typeCode(user, codeSentTo('kavya.iyer@example.com', 'signup-code'))
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
  })
})

describe('verify-otp', () => {
  it('shows the rewritten message for a wrong code and keeps the code typed', async () => {
    const { user, router } = await renderRoute('/auth/verify-otp')
    const person = await createUser({ role: 'student', confirmed: false })
    await user.type(await screen.findByLabelText(/^email/i), person.email)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Verification code sent to your email')).toBeInTheDocument()

    const code = codeSentTo(person.email, 'signup-code')
    const wrong = code === '000000' ? '111111' : '000000'
    await typeCode(user, wrong)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Email and OTP combination is wrong')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(wrong.at(-1))

    const group = screen.getByRole('group', { name: 'Verification code' })
    await user.click(within(group).getByRole('textbox', { name: 'Digit 6 of 6' }))
    for (let i = 0; i < 6; i += 1) await user.keyboard('{Backspace}')
    await typeCode(user, code)
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Verification successful')).toBeInTheDocument()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
  })

  it('counts down once the resend limit is reached, on both steps', async () => {
    configureMocks({ resendLimitPer24h: 2 })
    const { user } = await renderRoute('/auth/verify-otp')
    const person = await createUser({ role: 'student', confirmed: false })
    await user.type(await screen.findByLabelText(/^email/i), person.email)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }))
    expect(await screen.findByText('Verification code has been sent')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }))

    expect(
      await screen.findByText('Max limit for resend reached, try again after sometime'),
    ).toBeInTheDocument()
    const resend = await screen.findByRole('button', { name: /^Resend OTP in \d\d:\d\d:\d\d$/ })
    expect(resend).toBeDisabled()
    expect(resend.textContent).toMatch(/in 2[34]:\d\d:\d\d$/)

    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }))
    const submit = await screen.findByRole('button', { name: /^Try again in \d\d:\d\d:\d\d$/ })
    expect(submit).toBeDisabled()
    // Another address has no cooldown.
    const field = screen.getByLabelText(/^email/i)
    await user.clear(field)
    await user.type(field, 'someone.else@example.com')
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled()
  })
})

describe('forgot password', () => {
  it('resets the password with the e-mailed code, then signs in with the new one', async () => {
    const { email } = demoAccounts.student
    const { user, router } = await renderRoute('/auth/forgot-password')
    await user.type(await screen.findByLabelText(/^email/i), email)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('OTP has been sent to this email!!')).toBeInTheDocument()

    await typeCode(user, codeSentTo(email, 'reset-code'))
    await user.type(screen.getByLabelText(/^new password/i), 'Fresh!Start42')
    await user.type(screen.getByLabelText(/^confirm password/i), 'Fresh!Start4')
    await user.tab()
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled()
    await user.type(screen.getByLabelText(/^confirm password/i), '2')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument()
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))

    await user.type(await screen.findByLabelText(/^email/i), email)
    await user.type(screen.getByLabelText(/^password/i), 'Fresh!Start42')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentPath(router)).toBe('/find-counsellors'))
  })

  it('shows the status and the alert for a wrong code, keeping what was typed', async () => {
    const { email } = demoAccounts.student
    const { user, router } = await renderRoute('/auth/forgot-password')
    await user.type(await screen.findByLabelText(/^email/i), email)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const code = codeSentTo(email, 'reset-code')
    await typeCode(user, code === '000000' ? '111111' : '000000')
    await user.type(screen.getByLabelText(/^new password/i), 'Fresh!Start42')
    await user.type(screen.getByLabelText(/^confirm password/i), 'Fresh!Start42')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('The verification code is incorrect')).toBeInTheDocument()
    expect(
      await screen.findByText('Sorry, there was an error. Please try again.'),
    ).toBeInTheDocument()
    // One toast: the server's own text is not shown as well.
    expect(screen.queryByText('Username/client id combination not found.')).toBeNull()
    expect(screen.queryByText('Email and OTP combination is wrong')).toBeNull()
    expect(screen.getByLabelText(/^new password/i)).toHaveValue('Fresh!Start42')
    expect(currentPath(router)).toBe('/auth/forgot-password')
  })

  it('Cancel returns to the login page', async () => {
    const { user, router } = await renderRoute('/auth/forgot-password')
    await user.click(await screen.findByRole('link', { name: 'Cancel' }))
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
  })
})

describe('external-identity sign-up', () => {
  it('redirects to the login page without the temporary token', async () => {
    const { router } = await renderRoute('/auth/google-signUp')
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login'))
  })

  it('completes sign-up with the locked names and signs in', async () => {
    const { user, router, app } = await renderRoute('/auth/login')
    const outcome = await authorizeIdentity({
      givenName: 'Arjun',
      familyName: 'Mehta',
      email: 'arjun.mehta@gmail.com',
    })
    if (outcome.kind !== 'token') throw new Error('the provider refused the test profile')
    sessionStorage.setItem('catalyst_temporary_token', outcome.accessToken)
    sessionStorage.setItem(
      'catalyst_external_identity',
      JSON.stringify({
        given_name: 'Arjun',
        family_name_google: 'Mehta',
        email: outcome.user.email,
      }),
    )
    await router.navigate({ to: '/auth/google-signUp' })

    expect(
      await screen.findByText('Please fill your account details to continue.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByLabelText(/^first name/i)).toHaveAttribute('readonly')
    expect(screen.getByLabelText(/^last name/i)).toHaveValue('Mehta')
    await pickCountry(user, 'India')
    await user.type(screen.getByLabelText(/^contact number/i), '9812345678')
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }))
    await user.click(screen.getByRole('button', { name: 'Complete sign-up' }))

    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    await waitFor(() => expect(currentPath(router)).toBe('/student-profile'))
    expect(app.auth.isSignedIn()).toBe(true)
    expect(sessionStorage.getItem('catalyst_temporary_token')).toBeNull()
    expect(findUserByEmail('arjun.mehta@gmail.com')).toMatchObject({
      phoneNumber: '+919812345678',
      country: 'India',
      confirmed: true,
    })
  })
})
