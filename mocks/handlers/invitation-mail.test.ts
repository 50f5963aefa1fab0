import { describe, expect, it } from 'vitest'

import type {
  FetchAllRequestsResponse,
  GetCounsellorsRequestsResponse,
  InviteStudentResponse,
  SignInResponse,
  SignUpResponse,
} from '@/api/generated/types.gen'

import { db } from '../db'
import { latestMailTo } from '../services/mailbox'
import { api } from '../testing/api'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { appOriginOf, INVITATION_PATHS } from './connections/invitation-mail'

startMockBackend()

/**
 * Issue 11 point 2: the invitation reaches the student. The mailbox holds the e-mail; an address
 * with no account is asked to register, and once it registers and verifies, the student sees the
 * Catalyst's pending request (GET /user/counsellorsRequests) with nothing else done.
 */
const APP = 'http://localhost'

async function invite(token: string, email: string, message?: string) {
  const answer = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
    token,
    body: message === undefined ? { email } : { email, message, isHtml: true },
  })
  expect(answer.status).toBe(200)
  return answer.body.success
}

function inviteMailTo(email: string) {
  const mail = latestMailTo(email, 'invite')
  if (!mail) throw new Error(`no invitation mailed to ${email}`)
  return mail
}

const signUpBody = (email: string) => ({
  given_name: 'Nila',
  family_name: 'Raman',
  country: 'India',
  password: 'Bright#Future9',
  email,
  isAgree: true,
  role: 'student',
  phone_number: '+919876501234',
  country_code: '+91',
})

describe('the invitation e-mail', () => {
  it('asks an address with no account to register; after sign-up and verification the request is there', async () => {
    const catalyst = await createUser({ role: 'counsellor', firstName: 'Meera', lastName: 'Iyer' })
    const token = await tokenFor(catalyst)
    const email = 'nila.new@example.org'
    await invite(
      token,
      'Nila.New@Example.org',
      '<p>Hello <b>Nila</b><img src=x onerror=alert(1)></p>',
    )

    const mail = inviteMailTo(email)
    expect(mail).toMatchObject({
      to: email,
      kind: 'invite',
      subject: 'Meera Iyer invited you to connect on Catalyst',
      link: `${APP}${INVITATION_PATHS.register}`,
    })
    expect(mail.text).toContain('Meera Iyer would like to guide you on Catalyst.')
    expect(mail.text).toContain('Hello Nila')
    expect(mail.text).not.toContain('onerror')
    expect(mail.text).toContain(
      `Create your Catalyst account with this e-mail address (${email}) to answer the request: ${APP}/auth/registration`,
    )

    // The student registers with that address (the public sign-up) and cannot sign in yet.
    const signUp = await api<SignUpResponse>('POST', '/auth/signup', { body: signUpBody(email) })
    expect(signUp.status).toBe(200)
    const password = signUpBody(email).password
    expect((await api('POST', '/auth/signin', { body: { email, password } })).status).not.toBe(200)
    const code = latestMailTo(email, 'signup-code')?.code
    expect(code).toMatch(/^\d{6}$/)
    expect((await api('POST', '/auth/signup/verify', { body: { email, code } })).status).toBe(200)

    const signIn = await api<SignInResponse>('POST', '/auth/signin', { body: { email, password } })
    expect(signIn.status).toBe(200)
    const requests = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token: signIn.body.success.access_token,
    })
    expect(requests.status).toBe(200)
    expect(requests.body.success).toHaveLength(1)
    expect(requests.body.success[0]).toMatchObject({
      id: catalyst.id,
      given_name: 'Meera',
      family_name: 'Iyer',
      status: 0,
      inviteMessage: '<p>Hello <b>Nila</b><img src="x"></p>',
    })

    // The Catalyst's own list still shows it pending, under the address it was sent to.
    const sent = await api<FetchAllRequestsResponse>('GET', '/invite/fetchAllRequests', { token })
    expect(sent.body.success).toEqual([
      expect.objectContaining({ email, status: 0, accept_reject_date: null }),
    ])
  })

  it('asks a registered student to sign in, and shows the request at once', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student', email: 'known.student@example.org' })
    await invite(await tokenFor(catalyst), student.email)

    const mail = inviteMailTo(student.email)
    expect(mail.link).toBe(`${APP}${INVITATION_PATHS.signIn}`)
    expect(mail.text).toContain(`Sign in to answer the request: ${APP}/auth/login`)
    expect(mail.text).not.toContain('registration')
    const requests = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token: await tokenFor(student),
    })
    expect(requests.body.success.map((request) => request.id)).toEqual([catalyst.id])
  })

  it('asks an account that is not verified yet to verify its address', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    const student = await createUser({
      role: 'student',
      email: 'unverified@example.org',
      confirmed: false,
    })
    await invite(await tokenFor(catalyst), student.email)
    expect(inviteMailTo(student.email).link).toBe(`${APP}${INVITATION_PATHS.verify}`)
  })

  it('sends nothing when the invite is refused', async () => {
    const pending = await createUser({ role: 'counsellor', isCounsellorApproved: false })
    const refused = await api('POST', '/invite/inviteStudent', {
      token: await tokenFor(pending),
      body: { email: 'nobody.yet@example.org' },
    })
    expect(refused.status).toBe(403)
    const catalyst = await createUser({ role: 'counsellor' })
    const badHtml = await api('POST', '/invite/inviteStudent', {
      token: await tokenFor(catalyst),
      body: { email: 'nobody.yet@example.org', message: '<p><b>x</p>', isHtml: true },
    })
    expect(badHtml.status).toBe(400)
    expect(db.mails.findMany((q) => q.where({ to: 'nobody.yet@example.org' }))).toEqual([])
  })
})

describe('appOriginOf', () => {
  const call = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:4176/api/v1/invite/inviteStudent', { method: 'POST', headers })

  it('links to the app that called: Origin, then Referer, then the API origin', () => {
    expect(appOriginOf(call({ origin: 'http://localhost:4175' }))).toBe('http://localhost:4175')
    expect(
      appOriginOf(call({ origin: 'null', referer: 'https://app.example/invite-student' })),
    ).toBe('https://app.example')
    expect(appOriginOf(call({ referer: 'not a url' }))).toBe('http://127.0.0.1:4176')
    expect(appOriginOf(call({}))).toBe('http://127.0.0.1:4176')
  })
})
