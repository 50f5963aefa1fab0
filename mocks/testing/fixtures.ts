import {
  db,
  type ConnectionRecord,
  type LearnHubRecord,
  type PathwayRecord,
  type UserRecord,
} from '../db'
import { newId, nowIso, userSk } from '../services/ids'
import { issueSignInTokens } from '../services/tokens'
import { mockNowMs } from '../services/clock'

/** Records written straight into the mock database, for the handler tests to call against. */
export const PASSWORD = 'Catalyst#2026'
export const DAY = 24 * 60 * 60 * 1000

/** A confirmed password user; counsellors are approved unless told otherwise. */
export async function createUser(
  overrides: Partial<UserRecord> & Pick<UserRecord, 'role'>,
): Promise<UserRecord> {
  const id = overrides.id ?? newId()
  return db.users.create({
    id,
    sk: userSk(id),
    firstName: overrides.role === 'counsellor' ? 'Cara' : 'Sam',
    lastName: overrides.role === 'counsellor' ? 'Guide' : 'Learner',
    email: `${overrides.role}.${id.slice(0, 8)}@example.com`,
    country: 'India',
    phoneNumber: '+919876543210',
    countryCode: '+91',
    experience: [],
    education: [],
    certifications: [],
    kycDocs: [],
    isCounsellorApproved: overrides.role === 'counsellor',
    password: PASSWORD,
    confirmed: true,
    identityProvider: 'password',
    createdAt: nowIso(),
    lastSeen: null,
    ...overrides,
  })
}

/** A fresh access token of a sign-in for `user` (its refresh token is stored too). */
export async function tokenFor(user: UserRecord): Promise<string> {
  return (await issueSignInTokens(user)).accessToken
}

/** A counsellor-student link, pending (status 0) and undecided unless told otherwise. */
export async function createLink(
  link: Pick<ConnectionRecord, 'direction' | 'counsellorId'> &
    Partial<ConnectionRecord> & { student: UserRecord },
): Promise<ConnectionRecord> {
  const { student, ...rest } = link
  return db.connections.create({
    id: newId(),
    studentId: student.id,
    studentEmail: student.email,
    status: 0,
    message: null,
    interest: null,
    replyMessage: null,
    reason: null,
    createdAt: nowIso(),
    decidedAt: null,
    ...rest,
  })
}

export function connectionsOf(counsellorId: string): ConnectionRecord[] {
  return db.connections.findMany((q) => q.where({ counsellorId }))
}

/** A learning hub that started a week ago and runs for two more months, with two modules. */
export async function createHub(fields: Partial<LearnHubRecord> = {}): Promise<LearnHubRecord> {
  return db.learnHubs.create({
    id: newId(),
    name: 'Career Guidance Foundations',
    code: 'CGF-101',
    start_date: mockNowMs() - 7 * DAY,
    end_date: mockNowMs() + 60 * DAY,
    moodle_id: 27,
    modules: [
      { sk: 'MODULE#01', name: 'Active listening' },
      { sk: 'MODULE#02', name: 'Goal setting' },
    ],
    badge: { name: 'Guidance Foundations', img_link: null, desc: 'Awarded on completion.' },
    tab1: null,
    tab2: null,
    ...fields,
  })
}

/** A pathway whose steps have the given codes, in order. */
export async function createPathway(
  code: string,
  stepCodes: readonly string[],
): Promise<PathwayRecord> {
  const id = newId()
  return db.pathways.create({
    id,
    sk: `PATHWAY#${id}`,
    code,
    name: `${code} pathway`,
    short_description: 'A short route.',
    long_description: null,
    image_link: null,
    steps: stepCodes.map((step) => ({
      code: step,
      name: `Step ${step}`,
      url: `https://learn.example.org/${step}`,
    })),
  })
}
