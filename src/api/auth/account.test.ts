import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { ApiError } from '../api-error'
import {
  changeSignUpEmail,
  completeExternalSignUp,
  registerAccount,
  resendLimitModifiedTime,
} from './account'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const limit = (status: number, body: Record<string, unknown>) =>
  new ApiError({ kind: 'http', status, message: String(body.message), body })

describe('account calls', () => {
  it('reads the sign-up answer from data.success', async () => {
    server.use(
      http.post('*/api/v1/auth/signup', () =>
        HttpResponse.json({
          data: {
            success: { email: 'a@b.co', userConfirmed: false, signupToken: 'st_0123456789abcdef' },
          },
        }),
      ),
    )
    const result = await registerAccount({
      given_name: 'Asha',
      country: 'India',
      password: 'Str0ng#Pass',
      email: 'a@b.co',
      isAgree: true,
      role: 'student',
      phone_number: '+919876543210',
      country_code: '+91',
    })
    expect(result.email).toBe('a@b.co')
  })

  it('sends the proof of registration with a changed address, and keeps it for the new one', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/api/v1/auth/signup', () =>
        HttpResponse.json({
          data: {
            success: {
              email: 'a@b.co',
              userConfirmed: false,
              signupToken: 'st_proof_of_registration_a',
            },
          },
        }),
      ),
      http.post('*/api/v1/auth/signup/updateEmail', async ({ request }) => {
        const body = (await request.json()) as { newEmail: string }
        sent.push(body)
        return HttpResponse.json({ data: { success: { email: body.newEmail, codeSent: true } } })
      }),
    )
    await registerAccount({
      given_name: 'Asha',
      country: 'India',
      password: 'Str0ng#Pass',
      email: 'a@b.co',
      isAgree: true,
      role: 'student',
      phone_number: '+919876543210',
      country_code: '+91',
    })
    await changeSignUpEmail({ email: 'a@b.co', newEmail: 'c@d.co' })
    await changeSignUpEmail({ email: 'c@d.co', newEmail: 'e@f.co' })
    expect(sent).toEqual([
      { email: 'a@b.co', newEmail: 'c@d.co', signupToken: 'st_proof_of_registration_a' },
      { email: 'c@d.co', newEmail: 'e@f.co', signupToken: 'st_proof_of_registration_a' },
    ])
  })

  it('completes an external sign-up with the temporary token as bearer', async () => {
    let authorization: string | null = null
    server.use(
      http.post('*/api/v1/auth/googleSignInSignUp/updateUserCountry', ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json({
          success: { access_token: 'a.b.c', refresh_token: 'rt', expires_in: 3600 },
        })
      }),
    )
    const tokens = await completeExternalSignUp('temp-token', {
      country: 'India',
      role: 'student',
      phone_number: '+919876543210',
      country_code: '+91',
      isAgree: true,
    })
    expect(authorization).toBe('Bearer temp-token')
    expect(tokens).toEqual({ accessToken: 'a.b.c', refreshToken: 'rt', expiresInSeconds: 3600 })
  })
})

describe('resendLimitModifiedTime', () => {
  const modifiedTime = '2026-03-14T09:26:53.000Z'
  const message = 'Max limit for resend reached, try again after sometime'
  const now = Date.parse('2026-11-23T10:00:00.000Z')
  const answeredAt = new Date(now).toISOString()
  it.each<[string, unknown, string | null]>([
    ['the 429 answer', limit(429, { message, modifiedTime }), modifiedTime],
    ['the limit message with another status', limit(400, { message, modifiedTime }), modifiedTime],
    ['a 429 without modifiedTime: from the answer', limit(429, { message }), answeredAt],
    [
      'a 429 from a gateway (no contract body): from the answer',
      new ApiError({ kind: 'http', status: 429, message: 'Request failed with status 429' }),
      answeredAt,
    ],
    [
      'a 429 with an unreadable modifiedTime',
      limit(429, { message, modifiedTime: 'soon' }),
      answeredAt,
    ],
    ['the limit message with another status but no time', limit(400, { message }), null],
    ['another 400', limit(400, { message: 'User is already confirmed.' }), null],
    ['not an ApiError', new Error(message), null],
  ])('%s', (_label, error, expected) => {
    expect(resendLimitModifiedTime(error, now)).toBe(expected)
  })
})
