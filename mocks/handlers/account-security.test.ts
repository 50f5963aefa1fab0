import { afterEach, describe, expect, it, vi } from 'vitest'

import type {
  GetNewAccessTokenResponse,
  IsCountryRequiredResponse,
  SignInResponse,
  SignUpResponse,
} from '@/api/generated/types.gen'
import {
  CODE_MAILS_PER_24H,
  CODE_MAX_WRONG_TRIES,
  CODE_TTL_MS,
  REFRESH_REUSE_GRACE_MS,
  SIGN_IN_LOCK_MS,
  SIGN_IN_MAX_FAILURES,
} from '@/config/constants'

import { db } from '../db'
import { PERSONAL_PASSWORD, WRONG_CODE } from './accounts/otp'
import { latestMailTo } from '../services/mailbox'
import { findUserByEmail } from '../services/relations'
import { encodeToken, issueToken } from '../services/tokens'
import { api } from '../testing/api'
import { createUser, PASSWORD, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

/**
 * The account-security rules of openapi.yaml "Account security", probed the way an attacker
 * would (issue 10): guessing codes, taking over a pending registration, guessing passwords,
 * replaying refresh tokens and temporary tokens, oversize URLs. Every answer is checked against
 * the contract by the test kit.
 */
startMockBackend()
afterEach(() => {
  vi.useRealTimers()
})

/** Moves the clock the handlers read (Date only: msw and fetch keep their real timers). */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ms)
}

const signUpBody = (email: string) => ({
  given_name: 'Asha',
  family_name: 'Rao',
  country: 'India',
  password: 'Str0ng#Pass',
  email,
  isAgree: true,
  role: 'student',
  phone_number: '+919876543210',
  country_code: '+91',
})

async function signUp(email: string): Promise<string> {
  const answer = await api<SignUpResponse>('POST', '/auth/signup', { body: signUpBody(email) })
  expect(answer.status).toBe(200)
  return answer.body.data.success.signupToken
}

function codeFor(email: string, kind: 'signup-code' | 'reset-code'): string {
  const code = latestMailTo(email, kind)?.code
  if (!code) throw new Error(`no ${kind} mail to ${email}`)
  return code
}

/** A code that differs from `code` in every digit, the `n`-th of its kind. */
const wrongCode = (code: string, n = 1) =>
  code.replace(/\d/g, (digit) => String((Number(digit) + n) % 10))

const verify = (email: string, code: string) =>
  api('POST', '/auth/signup/verify', { body: { email, code } })
const reset = (email: string, code: string, password = 'N3w!Secret') =>
  api('POST', '/auth/resetpassword', { body: { email, code, password } })
const signIn = (email: string, password = PASSWORD) =>
  api<SignInResponse>('POST', '/auth/signin', { body: { email, password } })
const refresh = (refreshToken: string) =>
  api<GetNewAccessTokenResponse>(
    'GET',
    `/auth/getNewAccessToken?refreshToken=${encodeURIComponent(refreshToken)}`,
  )
const profile = (token: string) => api('GET', '/profile/getUserProfileInfo', { token })

describe('one-time codes cannot be guessed', () => {
  it(`a sign-up code stops working after ${CODE_MAX_WRONG_TRIES} wrong tries, even the right one`, async () => {
    const email = 'guess.me@example.com'
    await signUp(email)
    const code = codeFor(email, 'signup-code')
    for (let n = 1; n < CODE_MAX_WRONG_TRIES; n += 1)
      expect((await verify(email, wrongCode(code, n))).status).toBe(400)
    const locked = await verify(email, wrongCode(code, CODE_MAX_WRONG_TRIES))
    expect(locked).toEqual({
      status: 429,
      body: { message: 'Too many incorrect codes. Please request a new code.' },
    })
    expect((await verify(email, code)).status).toBe(429)
    expect(findUserByEmail(email)?.confirmed).toBe(false)

    // Only a new code, through the resend rules, opens it again.
    expect((await api('POST', '/auth/signup/resend', { body: { email } })).status).toBe(200)
    expect((await verify(email, codeFor(email, 'signup-code'))).status).toBe(200)
  })

  it('a reset code stops working after the same number of wrong tries', async () => {
    const user = await createUser({ role: 'student', email: 'reset.guess@example.com' })
    await api('POST', '/auth/forgetpassword', { body: { email: user.email } })
    const code = codeFor(user.email, 'reset-code')
    for (let n = 1; n <= CODE_MAX_WRONG_TRIES; n += 1) await reset(user.email, wrongCode(code, n))
    expect((await reset(user.email, code)).status).toBe(429)
    expect((await signIn(user.email)).status).toBe(200)
  })

  it('a new password refused at reset leaves the code working, for a better password', async () => {
    const user = await createUser({ role: 'student', email: 'careful@example.com' })
    await api('POST', '/auth/forgetpassword', { body: { email: user.email } })
    const code = codeFor(user.email, 'reset-code')
    const personal = await reset(user.email, code, `${user.firstName}#Secret1`)
    expect(personal).toEqual({ status: 400, body: { message: PERSONAL_PASSWORD } })
    expect((await reset(user.email, code)).status).toBe(200)
    expect((await signIn(user.email, 'N3w!Secret')).status).toBe(200)
    // A wrong code learns nothing about the password rule (no name is probed without the code).
    await api('POST', '/auth/forgetpassword', { body: { email: user.email } })
    const next = codeFor(user.email, 'reset-code')
    expect((await reset(user.email, wrongCode(next), `${user.firstName}#Secret1`)).body).toEqual({
      message: WRONG_CODE,
    })
  })

  it(`a code lives ${CODE_TTL_MS / 60_000} minutes`, async () => {
    const start = Date.parse('2026-11-23T10:00:00.000Z')
    clockAt(start)
    const email = 'late@example.com'
    await signUp(email)
    const code = codeFor(email, 'signup-code')
    clockAt(start + CODE_TTL_MS + 1)
    expect((await verify(email, code)).status).toBe(400)
  })

  it('forgot-password sends the valid code again instead of replacing it, and is limited', async () => {
    const user = await createUser({ role: 'student', email: 'flood.me@example.com' })
    await api('POST', '/auth/forgetpassword', { body: { email: user.email } })
    const first = codeFor(user.email, 'reset-code')
    for (let sent = 1; sent < CODE_MAILS_PER_24H; sent += 1)
      expect(
        (await api('POST', '/auth/forgetpassword', { body: { email: user.email } })).status,
      ).toBe(200)
    // The owner's code still works: a flood neither kills it nor mails a new one.
    expect(
      db.mails
        .findMany((q) => q.where({ to: user.email, kind: 'reset-code' }))
        .every((mail) => mail.code === first),
    ).toBe(true)
    const limited = await api('POST', '/auth/forgetpassword', { body: { email: user.email } })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe('Max limit for resend reached, try again after sometime')
    expect(limited.body.modifiedTime).toMatch(/^\d{4}-/)
    expect((await reset(user.email, first)).status).toBe(200)
  })

  it('answers forgot-password for an unknown address exactly as for a known one, limit included', async () => {
    const known = await createUser({ role: 'student', email: 'known@example.com' })
    const answersFor = async (email: string) => {
      const answers: Array<{ status: number; message?: string }> = []
      for (let n = 0; n <= CODE_MAILS_PER_24H; n += 1) {
        const { status, body } = await api('POST', '/auth/forgetpassword', { body: { email } })
        answers.push({ status, message: body.message })
      }
      return answers
    }
    expect(await answersFor('ghost@example.com')).toEqual(await answersFor(known.email))
  })
})

describe('limits hold for parallel calls (issue 26)', () => {
  it(`parallel wrong codes each count: the code still locks after ${CODE_MAX_WRONG_TRIES}`, async () => {
    const user = await createUser({ role: 'student', email: 'parallel.codes@example.com' })
    await api('POST', '/auth/forgetpassword', { body: { email: user.email } })
    const code = codeFor(user.email, 'reset-code')
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, n) => reset(user.email, wrongCode(code, n + 1))),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(CODE_MAX_WRONG_TRIES - 1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - CODE_MAX_WRONG_TRIES)
    expect((await reset(user.email, code)).status).toBe(429)
  })

  it(`parallel wrong passwords lock the address after ${SIGN_IN_MAX_FAILURES}, as in a row`, async () => {
    const user = await createUser({ role: 'student', email: 'parallel.guess@example.com' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(user.email, 'Wrong#Passw0rd')),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(SIGN_IN_MAX_FAILURES)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SIGN_IN_MAX_FAILURES)
    expect((await signIn(user.email)).status).toBe(429)
  })

  it(`parallel code e-mails stay within ${CODE_MAILS_PER_24H} per address`, async () => {
    const user = await createUser({ role: 'student', email: 'parallel.mail@example.com' })
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api('POST', '/auth/forgetpassword', { body: { email: user.email } }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CODE_MAILS_PER_24H)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - CODE_MAILS_PER_24H)
    expect(db.mails.findMany((q) => q.where({ to: user.email }))).toHaveLength(CODE_MAILS_PER_24H)

    const email = 'parallel.resend@example.com'
    await signUp(email)
    const resends = await Promise.all(
      Array.from({ length: 12 }, () => api('POST', '/auth/signup/resend', { body: { email } })),
    )
    // The sign-up's own code was the first of the five.
    expect(resends.filter((answer) => answer.status === 200)).toHaveLength(CODE_MAILS_PER_24H - 1)
    expect(db.mails.findMany((q) => q.where({ to: email }))).toHaveLength(CODE_MAILS_PER_24H)
  })
})

describe('a pending registration cannot be taken over', () => {
  it('refuses updateEmail without the proof of registration, from anyone else', async () => {
    const victim = 'victim@example.com'
    await signUp(victim)
    const attackersOwn = await signUp('attacker@example.com')
    for (const signupToken of ['st_made_up', attackersOwn]) {
      const moved = await api('POST', '/auth/signup/updateEmail', {
        body: { email: victim, newEmail: 'attacker+2@example.com', signupToken },
      })
      expect(moved).toEqual({
        status: 403,
        body: {
          message: 'This registration can only be changed from the browser that created it.',
        },
      })
    }
    expect(findUserByEmail(victim)).toBeDefined()
    expect(latestMailTo('attacker+2@example.com', 'signup-code')).toBeUndefined()
  })

  it('counts a changed address against the code e-mail limit', async () => {
    let email = 'mover@example.com'
    const signupToken = await signUp(email)
    for (let sent = 1; sent < CODE_MAILS_PER_24H; sent += 1) {
      const next = `mover${sent}@example.com`
      const moved = await api('POST', '/auth/signup/updateEmail', {
        body: { email, newEmail: next, signupToken },
      })
      expect(moved.status).toBe(200)
      email = next
    }
    const limited = await api('POST', '/auth/signup/updateEmail', {
      body: { email, newEmail: 'one.more@example.com', signupToken },
    })
    expect(limited.status).toBe(429)
  })

  it('the proof of registration ends with the verification', async () => {
    const email = 'verified@example.com'
    const signupToken = await signUp(email)
    await verify(email, codeFor(email, 'signup-code'))
    const moved = await api('POST', '/auth/signup/updateEmail', {
      body: { email, newEmail: 'elsewhere@example.com', signupToken },
    })
    expect(moved.body.message).toBe('User is already confirmed.')
  })
})

describe('sign-in is throttled per address', () => {
  it(`locks after ${SIGN_IN_MAX_FAILURES} failures, even for the right password, then opens again`, async () => {
    const start = Date.parse('2026-11-23T10:00:00.000Z')
    clockAt(start)
    const user = await createUser({ role: 'counsellor', email: 'target@example.com' })
    for (let n = 0; n < SIGN_IN_MAX_FAILURES; n += 1)
      expect((await signIn(user.email, 'Wrong#Passw0rd')).status).toBe(400)
    const locked = await signIn(user.email)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again later.')
    expect(locked.body.retryAt).toBe(new Date(start + SIGN_IN_LOCK_MS).toISOString())

    clockAt(start + SIGN_IN_LOCK_MS + 1)
    expect((await signIn(user.email)).status).toBe(200)
    // A success starts the count afresh.
    expect((await signIn(user.email, 'Wrong#Passw0rd')).status).toBe(400)
    expect((await signIn(user.email)).status).toBe(200)
  })

  it('answers an unknown address the same way, so the lock reveals no accounts', async () => {
    const known = await createUser({ role: 'student', email: 'real@example.com' })
    const answersFor = async (email: string) => {
      const answers: Array<{ status: number; message?: string }> = []
      for (let n = 0; n <= SIGN_IN_MAX_FAILURES; n += 1) {
        const { status, body } = await signIn(email, 'Wrong#Passw0rd')
        answers.push({ status, message: body.message })
      }
      return answers
    }
    expect(await answersFor('nobody.here@example.com')).toEqual(await answersFor(known.email))
  })
})

describe('refresh tokens rotate', () => {
  it('answers a new refresh token, and the old one no longer works', async () => {
    const user = await createUser({ role: 'student' })
    const first = (await signIn(user.email)).body.success
    const next = await refresh(first.refresh_token)
    expect(next.status).toBe(200)
    expect(next.body.success.refreshToken).toMatch(/^rt_/)
    expect(next.body.success.refreshToken).not.toBe(first.refresh_token)
    expect((await profile(next.body.success.accessToken)).status).toBe(200)
    expect((await refresh(next.body.success.refreshToken)).status).toBe(200)
  })

  it('a replayed refresh token revokes the whole sign-in, access tokens included', async () => {
    const start = Date.now()
    clockAt(start)
    const user = await createUser({ role: 'student' })
    const stolen = (await signIn(user.email)).body.success.refresh_token
    const owner = (await refresh(stolen)).body.success
    clockAt(start + REFRESH_REUSE_GRACE_MS + 1000)
    expect((await refresh(stolen)).status).toBe(401)
    expect((await refresh(owner.refreshToken)).status).toBe(401)
    expect((await profile(owner.accessToken)).status).toBe(401)
    // Another sign-in (another device) is another sign-in and keeps working.
    const other = (await signIn(user.email)).body.success
    expect((await profile(other.access_token)).status).toBe(200)
  })

  it('two tabs refreshing at the same moment both get the one successor', async () => {
    const user = await createUser({ role: 'student' })
    const shared = (await signIn(user.email)).body.success.refresh_token
    const first = (await refresh(shared)).body.success
    const second = await refresh(shared)
    expect(second.status).toBe(200)
    expect(second.body.success.refreshToken).toBe(first.refreshToken)
    expect((await profile(first.accessToken)).status).toBe(200)
  })

  it('logout revokes every token of the user, on every device', async () => {
    const user = await createUser({ role: 'counsellor' })
    const laptop = (await signIn(user.email)).body.success
    const phone = (await signIn(user.email)).body.success
    expect((await api('POST', '/auth/logout', { token: laptop.access_token })).status).toBe(200)
    expect((await profile(laptop.access_token)).status).toBe(401)
    expect((await profile(phone.access_token)).status).toBe(401)
    expect((await refresh(phone.refresh_token)).status).toBe(401)
  })
})

describe('other tokens and requests', () => {
  it('a temporary identity-provider token buys one platform sign-in', async () => {
    const user = await createUser({ role: 'student', identityProvider: 'google' })
    const temporary = issueToken(user, 'temporary', 600)
    const ask = () =>
      api<IsCountryRequiredResponse>(
        'GET',
        '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
        { token: temporary },
      )
    const first = await ask()
    expect(first.status).toBe(200)
    expect(first.body.success.tokens?.access_token).toBeTruthy()
    expect((await ask()).status).toBe(401)
  })

  it('refuses an oversize URL with a clean 414, not a server error', async () => {
    const answer = await refresh(`rt_${'x'.repeat(9000)}`)
    expect(answer).toEqual({ status: 414, body: { message: 'The request URL is too long.' } })
  })

  it('answers 414 for an 8 KB path parameter too, before any path is matched', async () => {
    const token = await tokenFor(await createUser({ role: 'counsellor' }))
    for (const path of [
      `/auth/student/${'x'.repeat(8192)}/notes`,
      `/chat/getMessages/USER%23${'x'.repeat(8192)}`,
      `/files/${'x'.repeat(8192)}/content?expires=1&signature=x`,
    ]) {
      const answer = await api('GET', path, { token })
      expect(answer, path.slice(0, 20)).toEqual({
        status: 414,
        body: { message: 'The request URL is too long.' },
      })
    }
  })

  it('refuses a well-signed token without an exp claim: it would never expire', async () => {
    const user = await createUser({ role: 'student' })
    const claims = {
      sub: user.id,
      email: user.email,
      role: user.role,
      typ: 'access',
      jti: crypto.randomUUID(),
      iat: Math.floor(Date.now() / 1000),
    }
    // The same claims with an expiry are taken: the signing is the server's own.
    expect((await profile(encodeToken({ ...claims, exp: claims.iat + 600 }))).status).toBe(200)
    for (const token of [
      encodeToken(claims),
      encodeToken({ ...claims, exp: null }),
      encodeToken({ ...claims, exp: '9999999999' }),
      encodeToken({ ...claims, exp: claims.iat + 600, sub: undefined }),
    ])
      expect(await profile(token)).toEqual({
        status: 401,
        body: { message: 'Unauthorized: invalid token' },
      })
  })

  it('accepts only http(s) URLs in the fields a client sends', async () => {
    const student = await createUser({ role: 'student' })
    const token = (await signIn(student.email)).body.success.access_token
    const save = (url: string) =>
      api('POST', '/profile/updateStudentProfile', {
        token,
        body: { section: 'personal', data: { linkedin_profile: url } },
      })
    expect((await save('https://www.linkedin.com/in/asha-rao')).status).toBe(200)
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/x']) {
      const answer = await save(url)
      expect(answer.status, url).toBe(400)
      expect(answer.body.message, url).toMatch(/linkedin_profile/)
    }
    expect(findUserByEmail(student.email)?.linkedinProfile).toBe(
      'https://www.linkedin.com/in/asha-rao',
    )
  })
})
