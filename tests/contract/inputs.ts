import type {
  CreateCheckoutSessionResponse,
  SignUpResponse,
  SlotListEnvelope,
} from '@/api/generated/types.gen'

import { db } from '@mocks/db'
import { latestMailTo } from '@mocks/services/mailbox'
import { issueSession, issueToken } from '@mocks/services/tokens'
import { demoAccounts, DEMO_PASSWORD, type DemoAccountKey } from '@mocks/seed/demo-accounts'
import { api } from '@mocks/testing/api'
import { linkParts, pngFile, upload, uploadForm } from '@mocks/testing/files'

import {
  accessTokenOf as tokenOf,
  accountUser as user,
  achievementOf,
  changeableSessionOf,
  chatPartnerOf,
  connectedStudentOf,
  freshCatalyst,
  pendingInviteFor,
  pendingRequestTo,
  sessionPlanFor,
} from './principals'

/** One valid call of an operation against the seeded demo data. */
export interface ValidCall {
  /** Bearer token to send (none for public calls). */
  token?: string
  path?: Record<string, string | number>
  query?: Record<string, string | number>
  body?: unknown
}

/**
 * Builds a valid call made by the demo account `as` (each operation has a default account of a
 * role the contract allows). Public calls ignore `as`; a caller whose role the operation refuses
 * is the authorization suites' business, not this table's.
 */
export type ValidCallFactory = (as?: DemoAccountKey) => ValidCall | Promise<ValidCall>

/** Signs a fresh person up through the API and returns their e-mail and code. */
async function freshSignUp(email = `contract.${crypto.randomUUID().slice(0, 8)}@example.org`) {
  const answer = await api<SignUpResponse>('POST', '/auth/signup', { body: signUpBody(email) })
  const signupToken = answer.body.data?.success.signupToken ?? ''
  return { email, code: latestMailTo(email, 'signup-code')?.code ?? '', signupToken }
}

/** Another pending registration's proof of registration (x-owner rule `registration`). */
export async function anotherRegistrationToken(): Promise<string> {
  return (await freshSignUp()).signupToken
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

const ANSWER_OF_TYPE: Record<string, unknown> = {
  checkbox: true,
  number: 3,
  email: 'referee@example.org',
  date: '2026-12-01',
  url: 'https://example.org/work',
}

/** Valid answers to every field of a hub's application form (tab1 and tab2), files left out. */
function answersFor(hubId: string): Record<string, unknown> {
  const hub = db.learnHubs.findFirst((q) => q.where({ id: hubId }))
  const answers: Record<string, unknown> = {}
  const visit = (node: FormNode) => {
    // An answer of each question's kind: the server checks them against the form.
    if (node.key && node.type && !node.components && node.type !== 'file') {
      answers[node.key] =
        ANSWER_OF_TYPE[node.type] ??
        (node.type === 'select' || node.type === 'radio'
          ? (node.data?.values?.[0]?.value ?? 'yes')
          : 'A thoughtful answer')
    }
    node.components?.forEach(visit)
  }
  for (const tab of [hub?.tab1, hub?.tab2]) {
    if (!tab) continue
    visit((typeof tab === 'string' ? JSON.parse(tab) : tab) as FormNode)
  }
  return answers
}

/** The student's pathway assignment, assigned now by the account's catalyst if there is none. */
async function assignmentOf(studentId: string, by: DemoAccountKey) {
  const found = db.pathwayAssignments.findFirst((q) => q.where({ studentId }))
  if (found) return found
  await api('POST', `/auth/pathway/assign/${studentId}`, {
    token: await tokenOf(by),
    body: { pathwaySk: db.pathways.all()[0]?.sk ?? '' },
  })
  return db.pathwayAssignments.findFirst((q) => q.where({ studentId }), { strict: true })
}

/** Valid input for every operationId of the contract. */
export const validCalls: Record<string, ValidCallFactory> = {
  signIn: () => ({
    body: {
      email: demoAccounts.counsellor.email,
      password: DEMO_PASSWORD,
      keep_me_signed_in: true,
    },
  }),
  signUp: () => ({ body: signUpBody(`new.person.${crypto.randomUUID().slice(0, 8)}@example.org`) }),
  resendSignUpCode: async () => ({ body: { email: (await freshSignUp()).email } }),
  verifySignUp: async () => {
    const { email, code } = await freshSignUp()
    return { body: { email, code } }
  },
  updateSignUpEmail: async () => {
    const { email, signupToken } = await freshSignUp()
    return {
      body: {
        email,
        newEmail: `moved.${crypto.randomUUID().slice(0, 8)}@example.org`,
        signupToken,
      },
    }
  },
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
  logout: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getUserProfileInfo: async (as = 'student') => ({ token: await tokenOf(as) }),
  updateStudentProfile: async (as = 'student') => ({
    token: await tokenOf(as),
    body: { section: 'personal', data: { city: 'Pune' } },
  }),
  updateCounsellorProfile: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: { section: 'personal', data: { bio: 'Guiding students into engineering careers' } },
  }),
  inviteStudent: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: {
      email: `invitee.${crypto.randomUUID().slice(0, 8)}@example.org`,
      message: '<p>Join me on <strong>Catalyst</strong></p>',
      isHtml: true,
    },
  }),
  fetchCounsellingStats: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { id: user(as).id },
  }),
  fetchAllRequests: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  fetchLatestFourRequests: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  decideStudentRequest: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: await pendingRequestTo(as), action: 'accept' },
    body: { reason: 'Happy to guide you' },
  }),
  decideCounsellorRequest: async (as = 'newStudent') => ({
    token: await tokenOf(as),
    path: { decision: 'accept', id: await pendingInviteFor(as) },
    body: {
      interest: { college: 'IIT Bombay', company: 'Data Scientist', stream: 'Bengaluru' },
      inviteMessage: 'Looking forward to it',
    },
  }),
  getDashboardStudentsData: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getNextLearningsAndLearnHubProgress: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getLearnHubProgressWithYear: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { year: new Date().getFullYear() },
  }),
  getStudentsRequestData: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getCounsellorAcceptedStudents: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getCounsellorsRequests: async (as = 'newStudent') => ({ token: await tokenOf(as) }),
  getRecommendedPathway: async (as = 'student') => ({ token: await tokenOf(as) }),
  getCounsellingInfo: async (as = 'student') => ({ token: await tokenOf(as) }),
  // A catalyst the student has no link with yet (asking again, or the connected one, is a 409).
  connectWithCounsellor: async (as = 'newStudent') => ({
    token: await tokenOf(as),
    path: { id: (await freshCatalyst()).id },
    body: {
      interest: { college: 'MIT', company: 'Engineer', stream: 'Boston' },
      invite_message: 'Hello!',
    },
  }),
  getCounsellors: async (as = 'student') => ({ token: await tokenOf(as) }),
  fetchChats: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getActivityLog: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { page: 1, pageSize: 20 },
  }),
  readMessages: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: { userSk: (await chatPartnerOf(as)).sk },
  }),
  sendMessage: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: { userSk: (await chatPartnerOf(as)).sk, message: 'How is the pathway going?' },
  }),
  getMessages: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { userSk: (await chatPartnerOf(as)).sk },
  }),
  newHubList: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  viewHubDetail: () => ({ path: { id: db.learnHubs.all()[0]?.id ?? '' } }),
  appliedHubList: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  provisionHub: async (as = 'counsellor') => {
    const me = user(as)
    const applied = new Set(
      db.applications.findMany((q) => q.where({ userId: me.id })).map((a) => a.learnHubId),
    )
    const hub = db.learnHubs.all().find((h) => !applied.has(h.id))
    if (!hub) throw new Error(`the demo account ${as} has applied to every hub`)
    return {
      token: await tokenOf(as),
      body: { id: hub.id, properties: answersFor(hub.id) },
    }
  },
  startMyExperience: async (as = 'counsellor') => {
    const me = user(as)
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
    return { token: await tokenOf(as), path: { moodleId: hub.moodle_id ?? 0 } }
  },
  getStudentProfile: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
  }),
  getStudentNotes: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
    query: { skipValue: 0, itemsPerPage: 5 },
  }),
  addStudentNote: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
    body: { note: '<p>Discussed <strong>internships</strong></p>' },
  }),
  getAllPathways: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  assignPathway: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
    body: { pathwaySk: db.pathways.all()[1]?.sk ?? '' },
  }),
  getAssignedPathway: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
  }),
  markStepComplete: async (as = 'counsellor') => {
    const student = await connectedStudentOf(as)
    const assignment = await assignmentOf(student.id, as)
    const step = assignment.steps.find((s) => s.status !== 'COMPLETED')
    return {
      token: await tokenOf(as),
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
  getAllBadges: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getCertificate: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { achievementId: (await achievementOf(as)).id },
  }),
  verifyCertificate: () => {
    const me = user('counsellor')
    const achievement = db.achievements.findFirst((q) => q.where({ userId: me.id }))
    return { path: { badgeId: achievement?.badgeId ?? '', userId: me.id, firstName: me.firstName } }
  },
  createCheckoutSession: async (as = 'pendingCounsellor') => ({
    token: await tokenOf(as),
    body: { priceId: '', tier: 'prime', interval: 'month' },
  }),
  getPaymentStatus: async (as = 'pendingCounsellor') => {
    const token = await tokenOf(as)
    const created = await api<CreateCheckoutSessionResponse>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'basic', interval: 'year' },
    })
    // A subscriber gets no new session (hasExistingSubscription): their earlier one is read.
    const sessionId =
      created.body.success?.sessionId ??
      db.checkouts.findFirst((q) => q.where({ userId: user(as).id }))?.sessionId ??
      ''
    return { token, path: { sessionId } }
  },
  createBillingPortalSession: async (as = 'counsellor') => ({ token: await tokenOf(as), body: {} }),
  getCurrentSubscription: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  // Sessions (issue 29): the demo Catalyst is on Prime with hours, and has sessions with the
  // demo student; other callers get a plan, hours or a session arranged.
  getMyAvailability: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  updateMyAvailability: async (as = 'counsellor') => {
    await sessionPlanFor(user(as))
    return {
      token: await tokenOf(as),
      body: {
        timeZone: 'Asia/Kolkata',
        weeklyHours: [
          { day: 'monday', start: '10:00', end: '13:00' },
          { day: 'wednesday', start: '15:00', end: '18:00' },
        ],
        sessionMinutes: 45,
        bufferMinutes: 15,
        horizonDays: 30,
        daysOff: ['2026-12-25'],
        meetingLink: 'https://meet.example.org/contract',
      },
    }
  },
  getCatalystSlots: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { catalystId: (await chatPartnerOf(as)).id },
  }),
  bookSession: async (as = 'student') => {
    const token = await tokenOf(as)
    const catalystId = (await chatPartnerOf(as)).id
    const slots = await api<SlotListEnvelope>('GET', `/sessions/catalysts/${catalystId}/slots`, {
      token,
    })
    const start = slots.body.success?.slots[0]?.start ?? ''
    return { token, body: { catalystId, start, topic: 'Choosing internships' } }
  },
  listMySessions: async (as = 'student') => ({
    token: await tokenOf(as),
    query: { scope: 'all', page: 1, pageSize: 20 },
  }),
  getSession: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
  }),
  getRescheduleSlots: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
  }),
  rescheduleSession: async (as = 'student') => {
    const token = await tokenOf(as)
    const sessionId = (await changeableSessionOf(as)).id
    const slots = await api<SlotListEnvelope>('GET', `/sessions/${sessionId}/slots`, { token })
    const start = slots.body.success?.slots[0]?.start ?? ''
    return { token, path: { sessionId }, body: { start, reason: 'An exam moved to that day.' } }
  },
  cancelSession: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
    body: { reason: 'I am unwell.' },
  }),
  getSessionCalendar: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
  }),
  fetchFaqs: async (as = 'student') => ({ token: await tokenOf(as) }),
  fetchPublicFaqs: () => ({}),
  createSupportRequest: async (as = 'student') => ({
    token: await tokenOf(as),
    body: { question: 'How do I change my assigned Catalyst?' },
  }),
  uploadFile: async (as = 'student') => ({
    token: await tokenOf(as),
    body: uploadForm('profile-photo', pngFile()),
  }),
  // The signed link of a photo the demo student has just uploaded.
  getFileContent: async () =>
    linkParts((await upload(await tokenOf('student'), 'profile-photo')).url),
}
