import { describe, expect, it } from 'vitest'

import type { IsCountryRequiredResponse, SignUpResponse } from '@/api/generated/types.gen'

import { configureMocks } from '../config'
import { db } from '../db'
import { countEvent, throttleKey } from '../services/throttle'
import { latestMailTo } from '../services/mailbox'
import { findUserByEmail } from '../services/relations'
import { issueSignInTokens, issueToken } from '../services/tokens'
import { api } from '../testing/api'
import { createUser, PASSWORD, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()

const signUpBody = {
  given_name: 'Asha',
  family_name: 'Rao',
  country: 'India',
  password: 'Str0ng#Pass',
  email: 'Asha.New@Example.com',
  isAgree: true,
  role: 'student',
  phone_number: '+919876543210',
  country_code: '+91',
}

/** Signs up and returns the proof of registration the answer carries. */
async function signUpToken(body: typeof signUpBody): Promise<string> {
  const answer = await api<SignUpResponse>('POST', '/auth/signup', { body })
  expect(answer.status).toBe(200)
  return answer.body.data.success.signupToken
}

function codeFor(email: string, kind: 'signup-code' | 'reset-code' = 'signup-code'): string {
  const code = latestMailTo(email, kind)?.code
  if (!code) throw new Error(`no ${kind} mail to ${email}`)
  return code
}

/**
 * Resends the sign-up code until it differs from `previous`: six random digits repeat once in a
 * million draws, and a repeated code cannot show that the old one stopped working. The resend
 * limit ends the loop (a 429 fails the assertion).
 */
async function resendNewCode(email: string, previous: string): Promise<string> {
  for (;;) {
    expect((await api('POST', '/auth/signup/resend', { body: { email } })).body).toEqual({
      success: true,
      message: 'Verification code has been sent',
    })
    const code = codeFor(email)
    if (code !== previous) return code
  }
}

describe('sign-up and verification', () => {
  it('creates an unconfirmed account and mails a 6-digit code', async () => {
    const answer = await api('POST', '/auth/signup', { body: signUpBody })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      data: {
        success: {
          email: 'asha.new@example.com',
          userConfirmed: false,
          signupToken: expect.stringMatching(/^st_\w{32,}$/) as string,
        },
      },
    })
    const user = findUserByEmail('asha.new@example.com')
    expect(user).toMatchObject({
      confirmed: false,
      role: 'student',
      firstName: 'Asha',
      lastName: 'Rao',
      countryCode: '+91',
      phoneNumber: '+919876543210',
    })
    const mail = latestMailTo('asha.new@example.com', 'signup-code')
    expect(mail?.subject).toMatch(/verification code/i)
    expect(mail?.code).toMatch(/^\d{6}$/)
    const otp = db.otps.findFirst((q) => q.where({ code: mail?.code ?? '' }))
    expect(otp).toMatchObject({ purpose: 'signup', used: false })
    // Codes live 15 minutes (openapi.yaml "Account security").
    expect(Date.parse(otp?.expiresAt ?? '') - Date.parse(otp?.createdAt ?? '')).toBe(15 * 60 * 1000)
    expect(mail?.text).toMatch(/expires in 15 minutes/)
  })

  it('refuses an existing address with the exact message, and an invalid body with 400', async () => {
    await createUser({ role: 'counsellor', email: 'asha.new@example.com' })
    const taken = await api('POST', '/auth/signup', { body: signUpBody })
    expect(taken).toEqual({
      status: 400,
      body: { message: 'Email address already exists...Please Try Login' },
    })
    const invalid = await api('POST', '/auth/signup', {
      body: { ...signUpBody, email: 'not-an-email' },
    })
    expect(invalid.status).toBe(400)
    const personal = await api('POST', '/auth/signup', {
      body: { ...signUpBody, email: 'x@example.com', password: 'Asha#12345' },
    })
    expect(personal).toEqual({
      status: 400,
      body: { message: 'Password should not contain your first name, last name, or email' },
    })
  })

  it('verifies with the right code only, then lets the user sign in', async () => {
    await api('POST', '/auth/signup', { body: signUpBody })
    const email = 'asha.new@example.com'
    const code = codeFor(email)
    const wrong = await api('POST', '/auth/signup/verify', {
      body: { email, code: code === '000000' ? '111111' : '000000' },
    })
    expect(wrong).toEqual({
      status: 400,
      body: { message: 'Username/client id combination not found.' },
    })
    const blocked = await api('POST', '/auth/signin', {
      body: { email, password: signUpBody.password },
    })
    expect(blocked.status).not.toBe(200)

    const verified = await api('POST', '/auth/signup/verify', { body: { email, code } })
    expect(verified).toEqual({
      status: 200,
      body: { data: { success: { email, verified: true } } },
    })
    expect(findUserByEmail(email)?.confirmed).toBe(true)
    const again = await api('POST', '/auth/signup/verify', { body: { email, code } })
    expect(again).toEqual({ status: 400, body: { message: 'User is already confirmed.' } })
    const signIn = await api('POST', '/auth/signin', {
      body: { email, password: signUpBody.password },
    })
    expect(signIn.status).toBe(200)
  })

  it('a resend replaces the previous code', async () => {
    await api('POST', '/auth/signup', { body: signUpBody })
    const email = 'asha.new@example.com'
    const first = codeFor(email)
    const second = await resendNewCode(email, first)
    const old = await api('POST', '/auth/signup/verify', { body: { email, code: first } })
    expect(old.status).toBe(400)
    expect(
      (await api('POST', '/auth/signup/verify', { body: { email, code: second } })).status,
    ).toBe(200)
  })

  it('limits sends per rolling 24 hours with 429 and the oldest send as modifiedTime', async () => {
    configureMocks({ resendLimitPer24h: 3 })
    const started = new Date().toISOString()
    await api('POST', '/auth/signup', { body: signUpBody })
    const email = 'asha.new@example.com'
    const user = findUserByEmail(email)!
    // A send older than 24 hours no longer counts.
    await countEvent(throttleKey('signup-code', user.id), Date.now() - 25 * 3600_000)
    const firstSend = latestMailTo(email, 'signup-code')?.sentAt ?? ''
    expect((await api('POST', '/auth/signup/resend', { body: { email } })).status).toBe(200)
    expect((await api('POST', '/auth/signup/resend', { body: { email } })).status).toBe(200)
    const limited = await api('POST', '/auth/signup/resend', { body: { email } })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe('Max limit for resend reached, try again after sometime')
    // The sign-up's own code was the first send of the window.
    expect(limited.body.modifiedTime! >= started && limited.body.modifiedTime! <= firstSend).toBe(
      true,
    )
    expect(db.mails.findMany((q) => q.where({ to: email, kind: 'signup-code' }))).toHaveLength(3)
  })

  it('answers resend for unknown and confirmed accounts as the identity service does', async () => {
    const unknown = await api('POST', '/auth/signup/resend', {
      body: { email: 'nobody@example.com' },
    })
    expect(unknown).toEqual({
      status: 400,
      body: { message: 'Username/client id combination not found.' },
    })
    const user = await createUser({ role: 'student' })
    const confirmed = await api('POST', '/auth/signup/resend', { body: { email: user.email } })
    expect(confirmed).toEqual({ status: 400, body: { message: 'User is already confirmed.' } })
  })

  it('moves an unconfirmed account to a new address and mails a code there', async () => {
    const signupToken = await signUpToken(signUpBody)
    const oldCode = codeFor('asha.new@example.com')
    const moved = await api('POST', '/auth/signup/updateEmail', {
      body: { email: 'asha.new@example.com', newEmail: 'asha@example.org', signupToken },
    })
    expect(moved).toEqual({
      status: 200,
      body: { data: { success: { email: 'asha@example.org', codeSent: true } } },
    })
    expect(findUserByEmail('asha.new@example.com')).toBeUndefined()
    expect(
      (
        await api('POST', '/auth/signup/verify', {
          body: { email: 'asha@example.org', code: oldCode },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api('POST', '/auth/signup/verify', {
          body: { email: 'asha@example.org', code: codeFor('asha@example.org') },
        })
      ).status,
    ).toBe(200)

    const other = await createUser({ role: 'student' })
    const confirmed = await api('POST', '/auth/signup/updateEmail', {
      body: { email: 'asha@example.org', newEmail: 'new@example.org', signupToken },
    })
    expect(confirmed.body.message).toBe('User is already confirmed.')
    const third = await signUpToken({ ...signUpBody, email: 'third@example.com' })
    const taken = await api('POST', '/auth/signup/updateEmail', {
      body: { email: 'third@example.com', newEmail: other.email, signupToken: third },
    })
    expect(taken).toEqual({
      status: 400,
      body: { message: 'Email address already exists...Please Try Login' },
    })
  })
})

describe('password reset', () => {
  it('does not reveal unknown addresses', async () => {
    const answer = await api('POST', '/auth/forgetpassword', {
      body: { email: 'ghost@example.com' },
    })
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'Verification code sent to your email' },
    })
    expect(db.mails.all()).toHaveLength(0)
  })

  it('resets with the mailed code, revokes every token and refuses wrong codes', async () => {
    const user = await createUser({ role: 'student', email: 'reset.me@example.com' })
    const tokens = await issueSignInTokens(user)
    expect(
      (await api('POST', '/auth/forgetpassword', { body: { email: user.email } })).status,
    ).toBe(200)
    const code = codeFor(user.email, 'reset-code')
    const password = 'N3w!Secret'
    const wrong = await api('POST', '/auth/resetpassword', {
      body: { email: user.email, code: code === '000000' ? '111111' : '000000', password },
    })
    expect(wrong).toEqual({
      status: 400,
      body: { message: 'Username/client id combination not found.' },
    })
    const weak = await api('POST', '/auth/resetpassword', {
      body: { email: user.email, code, password: 'short' },
    })
    expect(weak.status).toBe(400)

    const done = await api('POST', '/auth/resetpassword', {
      body: { email: user.email, code, password },
    })
    expect(done).toEqual({
      status: 200,
      body: { success: true, message: 'Password reset successful!' },
    })
    expect(
      (await api('POST', '/auth/signin', { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).not.toBe(200)
    expect(
      (await api('POST', '/auth/signin', { body: { email: user.email, password } })).status,
    ).toBe(200)
    const refresh = await api(
      'GET',
      `/auth/getNewAccessToken?refreshToken=${encodeURIComponent(tokens.refreshToken)}`,
    )
    expect(refresh.status).toBe(401)
    // Access tokens issued before the reset stop working too, on every device.
    const profile = await api('GET', '/profile/getUserProfileInfo', { token: tokens.accessToken })
    expect(profile.status).toBe(401)
    const reuse = await api('POST', '/auth/resetpassword', {
      body: { email: user.email, code, password: 'An0ther!Pass' },
    })
    expect(reuse.status).toBe(400)
  })
})

describe('external-identity sign-up completion', () => {
  it('needs the temporary token, reports missing details and completes sign-up once', async () => {
    const user = await createUser({
      role: 'student',
      country: '',
      phoneNumber: null,
      countryCode: null,
      lastName: null,
      confirmed: false,
      identityProvider: 'google',
    })
    const temporary = issueToken(user, 'temporary', 600)
    expect(
      (
        await api<IsCountryRequiredResponse>(
          'GET',
          '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
        )
      ).status,
    ).toBe(401)
    expect(
      (
        await api<IsCountryRequiredResponse>(
          'GET',
          '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
          { token: await tokenFor(user) },
        )
      ).status,
    ).toBe(401)

    const before = await api<IsCountryRequiredResponse>(
      'GET',
      '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
      { token: temporary },
    )
    expect(before.status).toBe(200)
    expect(before.body.success).toMatchObject({
      isGoogleUserInfoRequired: true,
      userData: { email: user.email, given_name: 'Sam', country_google: null },
    })

    const body = {
      family_name: 'Khan',
      country: 'India',
      role: 'counsellor',
      phone_number: '+919812345678',
      country_code: '+91',
      isAgree: true,
    }
    expect(
      (
        await api('POST', '/auth/googleSignInSignUp/updateUserCountry', {
          token: temporary,
          body: { ...body, isAgree: false },
        })
      ).status,
    ).toBe(400)
    const done = await api('POST', '/auth/googleSignInSignUp/updateUserCountry', {
      token: temporary,
      body,
    })
    expect(done.status).toBe(200)
    // Completing sign-up issues a platform sign-in that works on signed-in calls.
    const { access_token } = (done.body as unknown as { success: { access_token: string } }).success
    expect((await api('GET', '/profile/getUserProfileInfo', { token: access_token })).status).toBe(
      200,
    )
    expect(findUserByEmail(user.email)).toMatchObject({
      role: 'counsellor',
      country: 'India',
      lastName: 'Khan',
      phoneNumber: '+919812345678',
      confirmed: true,
    })

    // The temporary token bought its one sign-in: it is spent.
    const spent = await api<IsCountryRequiredResponse>(
      'GET',
      '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
      { token: temporary },
    )
    expect(spent.status).toBe(401)

    // A new sign-in with the provider: a complete account is signed in at once, once.
    const next = issueToken(user, 'temporary', 600)
    expect(
      (await api('POST', '/auth/googleSignInSignUp/updateUserCountry', { token: next, body }))
        .status,
    ).toBe(409)
    const after = await api<IsCountryRequiredResponse>(
      'GET',
      '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
      { token: next },
    )
    expect(after.body.success.isGoogleUserInfoRequired).toBe(false)
    expect(after.body.success.tokens?.access_token).toMatch(/\S/)
    const twice = await api<IsCountryRequiredResponse>(
      'GET',
      '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
      { token: next },
    )
    expect(twice.status).toBe(401)
  })
})
