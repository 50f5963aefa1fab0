import type { CreateCheckoutSessionResponse } from '@/api/generated/types.gen'

import { db } from '@mocks/db'
import { latestMailTo } from '@mocks/services/mailbox'
import { findUserByEmail, INVITE_STATUS } from '@mocks/services/relations'
import { issueSession, issueToken } from '@mocks/services/tokens'
import { demoAccounts, DEMO_PASSWORD, type DemoAccountKey } from '@mocks/seed/demo-accounts'
import { api } from '@mocks/testing/api'

/** One valid call of an operation against the seeded demo data. */
export interface ValidCall {
  /** Bearer token to send (none for public calls). */
  token?: string
  path?: Record<string, string | number>
  query?: Record<string, string | number>
  body?: unknown
}

function user(key: DemoAccountKey) {
  const found = findUserByEmail(demoAccounts[key].email)
  if (!found) throw new Error(`demo account ${key} missing from the seed`)
  return found
}

async function tokenOf(key: DemoAccountKey) {
  return (await issueSession(user(key))).accessToken
}

/** Signs a fresh person up through the API and returns their e-mail and code. */
async function freshSignUp(email = `contract.${crypto.randomUUID().slice(0, 8)}@example.org`) {
  await api('POST', '/auth/signup', { body: signUpBody(email) })
  return { email, code: latestMailTo(email, 'signup-code')?.code ?? '' }
}

function signUpBody(email: string) {
  return {
    given_name: 'Mira',
    family_name: 'Lindqvist',
    country: 'Sweden',
    password: 'Str0ng#Passw0rd',
    email,
    isAgree: true,
    role: 'student',
    phone_number: '+46701234567',
    country_code: '+46',
  }
}

type FormNode = {
  key?: string
  type?: string
  components?: FormNode[]
  data?: { values?: Array<{ value: string }> }
}

/** Valid answers to every field of a hub's application form (tab1 and tab2). */
function answersFor(hubId: string): Record<string, unknown> {
  const hub = db.learnHubs.findFirst((q) => q.where({ id: hubId }))
  const answers: Record<string, unknown> = {}
  const visit = (node: FormNode) => {
    if (node.key && node.type && !node.components) {
      answers[node.key] =
        node.type === 'checkbox'
          ? true
          : node.type === 'select' || node.type === 'radio'
            ? (node.data?.values?.[0]?.value ?? 'yes')
            : 'A thoughtful answer'
    }
    node.components?.forEach(visit)
  }
  for (const tab of [hub?.tab1, hub?.tab2]) {
    if (!tab) continue
    visit((typeof tab === 'string' ? JSON.parse(tab) : tab) as FormNode)
  }
  return answers
}

function pendingRequestTo(counsellorId: string) {
  const found = db.connections.findFirst((q) =>
    q.where({ counsellorId, direction: 'request', status: INVITE_STATUS.pending }),
  )
  if (!found?.studentId)
    throw new Error('the seed has no pending student request for the demo counsellor')
  return found.studentId
}

function pendingInviteFor(studentId: string) {
  const found = db.connections.findFirst((q) =>
    q.where({ studentId, direction: 'invite', status: INVITE_STATUS.pending }),
  )
  if (!found) throw new Error('the seed has no pending catalyst request for the new student')
  return found.counsellorId
}

function assignmentOf(studentId: string) {
  const found = db.pathwayAssignments.findFirst((q) => q.where({ studentId }))
  if (!found) throw new Error('the seed has no pathway assignment for the demo student')
  return found
}

/** Valid input for every operationId of the contract. */
export const validCalls: Record<string, () => ValidCall | Promise<ValidCall>> = {
  signIn: () => ({
    body: {
      email: demoAccounts.counsellor.email,
      password: DEMO_PASSWORD,
      keep_me_signed_in: true,
    },
  }),
  signUp: () => ({ body: signUpBody(`new.person.${crypto.randomUUID().slice(0, 8)}@example.org`) }),
  resendSignUpCode: async () => ({ body: { email: (await freshSignUp()).email } }),
  verifySignUp: async () => ({ body: await freshSignUp() }),
  updateSignUpEmail: async () => ({
    body: {
      email: (await freshSignUp()).email,
      newEmail: `moved.${crypto.randomUUID().slice(0, 8)}@example.org`,
    },
  }),
  forgetPassword: () => ({ body: { email: demoAccounts.student.email } }),
  resetPassword: async () => {
    await api('POST', '/auth/forgetpassword', { body: { email: demoAccounts.student.email } })
    const code = latestMailTo(demoAccounts.student.email, 'reset-code')?.code ?? ''
    return { body: { email: demoAccounts.student.email, code, password: 'N3w#Passw0rd!' } }
  },
  getNewAccessToken: async () => ({
    query: { refreshToken: (await issueSession(user('counsellor'))).refreshToken },
  }),
  isCountryRequired: () => ({ token: issueToken(user('newStudent'), 'temporary', 600) }),
  updateUserCountry: async () => {
    const created = await db.users.create({
      ...user('newStudent'),
      id: crypto.randomUUID(),
      email: `google.${crypto.randomUUID().slice(0, 8)}@example.org`,
      confirmed: false,
      identityProvider: 'google',
      phoneNumber: null,
      countryCode: null,
    })
    await db.users.update((q) => q.where({ id: created.id }), {
      data: (u) => void (u.sk = `USER#${u.id}`),
    })
    return {
      token: issueToken(created, 'temporary', 600),
      body: {
        country: 'India',
        role: 'student',
        phone_number: '+919876543210',
        country_code: '+91',
        isAgree: true,
      },
    }
  },
  logout: async () => ({ token: await tokenOf('counsellor') }),
  getUserProfileInfo: async () => ({ token: await tokenOf('student') }),
  updateStudentProfile: async () => ({
    token: await tokenOf('student'),
    body: { section: 'personal', data: { city: 'Pune' } },
  }),
  updateCounsellorProfile: async () => ({
    token: await tokenOf('counsellor'),
    body: { section: 'personal', data: { bio: 'Guiding students into engineering careers' } },
  }),
  inviteStudent: async () => ({
    token: await tokenOf('counsellor'),
    body: {
      email: `invitee.${crypto.randomUUID().slice(0, 8)}@example.org`,
      message: '<p>Join me on <strong>Catalyst</strong></p>',
      isHtml: true,
    },
  }),
  fetchCounsellingStats: async () => ({
    token: await tokenOf('counsellor'),
    path: { id: user('counsellor').id },
  }),
  fetchAllRequests: async () => ({ token: await tokenOf('counsellor') }),
  fetchLatestFourRequests: async () => ({ token: await tokenOf('counsellor') }),
  decideStudentRequest: async () => ({
    token: await tokenOf('counsellor'),
    path: { studentId: pendingRequestTo(user('counsellor').id), action: 'accept' },
    body: { reason: 'Happy to guide you' },
  }),
  decideCounsellorRequest: async () => ({
    token: await tokenOf('newStudent'),
    path: { decision: 'accept', id: pendingInviteFor(user('newStudent').id) },
    body: {
      interest: { college: 'IIT Bombay', company: 'Data Scientist', stream: 'Bengaluru' },
      inviteMessage: 'Looking forward to it',
    },
  }),
  getDashboardStudentsData: async () => ({ token: await tokenOf('counsellor') }),
  getNextLearningsAndLearnHubProgress: async () => ({ token: await tokenOf('counsellor') }),
  getLearnHubProgressWithYear: async () => ({
    token: await tokenOf('counsellor'),
    query: { year: new Date().getFullYear() },
  }),
  getStudentsRequestData: async () => ({ token: await tokenOf('counsellor') }),
  getCounsellorAcceptedStudents: async () => ({ token: await tokenOf('counsellor') }),
  getCounsellorsRequests: async () => ({ token: await tokenOf('newStudent') }),
  getRecommendedPathway: async () => ({ token: await tokenOf('student') }),
  getCounsellingInfo: async () => ({ token: await tokenOf('student') }),
  connectWithCounsellor: async () => {
    const other = db.users.findFirst((q) =>
      q.where({
        role: 'counsellor',
        isCounsellorApproved: true,
        email: (e) => e !== demoAccounts.counsellor.email,
      }),
    )
    return {
      token: await tokenOf('newStudent'),
      path: { id: other?.id ?? '' },
      body: {
        interest: { college: 'MIT', company: 'Engineer', stream: 'Boston' },
        invite_message: 'Hello!',
      },
    }
  },
  getCounsellors: async () => ({ token: await tokenOf('student') }),
  fetchChats: async () => ({ token: await tokenOf('counsellor') }),
  readMessages: async () => ({
    token: await tokenOf('counsellor'),
    body: { userSk: user('student').sk },
  }),
  sendMessage: async () => ({
    token: await tokenOf('counsellor'),
    body: { userSk: user('student').sk, message: 'How is the pathway going?' },
  }),
  getMessages: async () => ({
    token: await tokenOf('student'),
    path: { userSk: user('counsellor').sk },
  }),
  newHubList: async () => ({ token: await tokenOf('counsellor') }),
  viewHubDetail: () => ({ path: { id: db.learnHubs.all()[0]?.id ?? '' } }),
  appliedHubList: async () => ({ token: await tokenOf('counsellor') }),
  provisionHub: async () => {
    const me = user('counsellor')
    const applied = new Set(
      db.applications.findMany((q) => q.where({ userId: me.id })).map((a) => a.learnHubId),
    )
    const hub = db.learnHubs.all().find((h) => !applied.has(h.id))
    if (!hub) throw new Error('the demo counsellor has applied to every hub')
    return {
      token: await tokenOf('counsellor'),
      body: { id: hub.id, properties: answersFor(hub.id) },
    }
  },
  startMyExperience: async () => {
    const me = user('counsellor')
    const hub = db.learnHubs.all().find((h) => typeof h.moodle_id === 'number')
    if (!hub) throw new Error('the seed has no hub with a moodle id')
    const now = Date.now()
    await db.learnHubs.update((q) => q.where({ id: hub.id }), {
      data: (h) => void ((h.start_date = now - 86_400_000), (h.end_date = now + 30 * 86_400_000)),
    })
    db.applications.deleteMany((q) => q.where({ userId: me.id, learnHubId: hub.id }))
    await db.applications.create({
      id: crypto.randomUUID(),
      userId: me.id,
      learnHubId: hub.id,
      status: 1020,
      prog_percent: 10,
      module_start_date: now - 86_400_000,
      curr_mdl: hub.modules?.[0]?.sk ?? null,
      properties: null,
      appliedAt: new Date().toISOString(),
    })
    return { token: await tokenOf('counsellor'), path: { moodleId: hub.moodle_id ?? 0 } }
  },
  getStudentProfile: async () => ({
    token: await tokenOf('counsellor'),
    path: { studentId: user('student').id },
  }),
  getStudentNotes: async () => ({
    token: await tokenOf('counsellor'),
    path: { studentId: user('student').id },
    query: { skipValue: 0, itemsPerPage: 5 },
  }),
  addStudentNote: async () => ({
    token: await tokenOf('counsellor'),
    path: { studentId: user('student').id },
    body: { note: '<p>Discussed <strong>internships</strong></p>' },
  }),
  getAllPathways: async () => ({ token: await tokenOf('counsellor') }),
  assignPathway: async () => ({
    token: await tokenOf('counsellor'),
    path: { studentId: user('student').id },
    body: { pathwaySk: db.pathways.all()[1]?.sk ?? '' },
  }),
  getAssignedPathway: async () => ({
    token: await tokenOf('counsellor'),
    path: { studentId: user('student').id },
  }),
  markStepComplete: async () => {
    const student = user('student')
    const assignment = assignmentOf(student.id)
    const step = assignment.steps.find((s) => s.status !== 'COMPLETED')
    return {
      token: await tokenOf('counsellor'),
      path: { studentId: student.id },
      body: {
        updateData: {
          studentId: student.id,
          completedStepCode: step?.code ?? '',
          pathwayId: assignment.pathwayId,
          comment: 'Great work',
          completionLink: 'https://example.org/proof.pdf',
        },
      },
    }
  },
  getAllBadges: async () => ({ token: await tokenOf('counsellor') }),
  getCertificate: async () => {
    const me = user('counsellor')
    const achievement = db.achievements.findFirst((q) => q.where({ userId: me.id }))
    return { token: await tokenOf('counsellor'), path: { achievementId: achievement?.id ?? '' } }
  },
  verifyCertificate: () => {
    const me = user('counsellor')
    const achievement = db.achievements.findFirst((q) => q.where({ userId: me.id }))
    return { path: { badgeId: achievement?.badgeId ?? '', userId: me.id, firstName: me.firstName } }
  },
  createCheckoutSession: async () => ({
    token: await tokenOf('pendingCounsellor'),
    body: { priceId: '', tier: 'prime', interval: 'month' },
  }),
  getPaymentStatus: async () => {
    const token = await tokenOf('pendingCounsellor')
    const created = await api<CreateCheckoutSessionResponse>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'basic', interval: 'year' },
    })
    const sessionId = created.body.success?.sessionId ?? ''
    return { token, path: { sessionId } }
  },
  createBillingPortalSession: async () => ({ token: await tokenOf('counsellor'), body: {} }),
  fetchFaqs: async () => ({ token: await tokenOf('student') }),
  fetchPublicFaqs: () => ({}),
  createSupportRequest: async () => ({
    token: await tokenOf('student'),
    body: { question: 'How do I change my assigned Catalyst?' },
  }),
}
