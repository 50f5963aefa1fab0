import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { z } from 'zod'

import * as contract from '@/api/generated/zod.gen'

import { clearDb, db, type LearnHubRecord, type PathwayRecord, type UserRecord } from '../../db'
import { newId, nowIso, userSk } from '../../services/ids'
import { issueSession } from '../../services/tokens'
import { handlers } from '../index'

/** Fixtures and a fetch helper for the part 2 handler tests (msw/node, plain fetch). */
export const API = 'http://localhost/api/v1'

/** Starts msw/node with every handler and empties the database before each test. */
export function startMockBackend(): void {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => clearDb())
  afterAll(() => server.close())
}

/** The contract's answer schema of each part 2 operation (the ones the client validates with). */
const answerSchemas: Array<[method: string, path: RegExp, schema: z.ZodType]> = [
  ['GET', /^\/auth\/LearnHub\/newHubList$/, contract.zNewHubListResponse],
  ['GET', /^\/auth\/LearnHub\/[^/]+\/viewDetail$/, contract.zViewHubDetailResponse],
  ['GET', /^\/auth\/LearnHub\/appliedList$/, contract.zAppliedHubListResponse],
  ['POST', /^\/auth\/LearnHub\/provision$/, contract.zProvisionHubResponse],
  ['GET', /^\/moodle\/startMyExperience\//, contract.zStartMyExperienceResponse],
  ['GET', /^\/auth\/student\/[^/]+\/profile$/, contract.zGetStudentProfileResponse],
  ['GET', /^\/auth\/student\/[^/]+\/notes/, contract.zGetStudentNotesResponse],
  ['POST', /^\/auth\/student\/[^/]+\/add-note$/, contract.zAddStudentNoteResponse],
  ['GET', /^\/auth\/pathway\/all$/, contract.zGetAllPathwaysResponse],
  ['POST', /^\/auth\/pathway\/assign\//, contract.zAssignPathwayResponse],
  ['GET', /\/assigned-pathway$/, contract.zGetAssignedPathwayResponse],
  ['POST', /\/step\/mark-complete$/, contract.zMarkStepCompleteResponse],
  ['GET', /^\/auth\/achievement\/badges\/all$/, contract.zGetAllBadgesResponse],
  ['GET', /^\/auth\/achievement\/certificate\//, contract.zGetCertificateResponse],
  ['GET', /^\/auth\/achievement\/verifyCertificate\//, contract.zVerifyCertificateResponse],
  ['POST', /^\/payment\/checkout$/, contract.zCreateCheckoutSessionResponse],
  ['GET', /^\/payment\/status\//, contract.zGetPaymentStatusResponse],
  ['POST', /^\/payment\/billing-portal$/, contract.zCreateBillingPortalSessionResponse],
  ['GET', /^\/faq\/fetch$/, contract.zFetchFaqsResponse],
  ['GET', /^\/faq\/user$/, contract.zFetchPublicFaqsResponse],
  ['POST', /^\/faq\/support-request$/, contract.zCreateSupportRequestResponse],
]

/** Every answer must match the contract: the operation's schema for 200, ErrorResponse otherwise. */
function expectContract(method: string, path: string, status: number, body: unknown): void {
  const schema =
    status === 200
      ? answerSchemas.find(([verb, pattern]) => verb === method && pattern.test(path))?.[2]
      : contract.zErrorResponse
  if (!schema) return
  const result = schema.safeParse(body)
  expect(
    result.success,
    `${method} ${path} ${status}: ${JSON.stringify(result.error?.issues)}`,
  ).toBe(true)
}

export interface Answer<T = unknown> {
  status: number
  body: T
}

/** Calls the mock API; `token` adds the bearer header, `body` is sent as JSON. */
export async function call<T = Record<string, unknown>>(
  path: string,
  options: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const body: unknown = await response.json()
  expectContract(method, path, response.status, body)
  return { status: response.status, body: body as T }
}

export async function makeUser(
  role: UserRecord['role'],
  fields: Partial<UserRecord> = {},
): Promise<UserRecord> {
  const id = fields.id ?? newId()
  return db.users.create({
    id,
    sk: userSk(id),
    firstName: role === 'counsellor' ? 'Priya' : 'Rahul',
    lastName: role === 'counsellor' ? 'Sharma' : 'Verma',
    email: `${role}-${id.slice(0, 8)}@example.com`,
    country: 'India',
    role,
    isCounsellorApproved: role === 'counsellor',
    password: 'Secret#123',
    confirmed: true,
    identityProvider: 'password',
    createdAt: nowIso(),
    lastSeen: null,
    ...fields,
  })
}

export async function tokenFor(user: UserRecord): Promise<string> {
  return (await issueSession(user)).accessToken
}

/** An accepted (status 1) counsellor-student link unless another status is given. */
export async function connect(
  counsellor: UserRecord,
  student: UserRecord,
  status: 0 | 1 | 2 | 3 = 1,
) {
  return db.connections.create({
    id: newId(),
    direction: 'invite',
    counsellorId: counsellor.id,
    studentId: student.id,
    studentEmail: student.email,
    status,
    message: null,
    interest: { college: 'IIT Bombay', stream: 'Bengaluru', company: 'Data Scientist' },
    replyMessage: null,
    reason: null,
    createdAt: nowIso(),
    decidedAt: status === 0 ? null : nowIso(),
  })
}

const DAY = 24 * 60 * 60 * 1000

export async function makeHub(fields: Partial<LearnHubRecord> = {}): Promise<LearnHubRecord> {
  return db.learnHubs.create({
    id: newId(),
    name: 'Career Guidance Foundations',
    code: 'CGF-101',
    start_date: Date.now() - 7 * DAY,
    end_date: Date.now() + 60 * DAY,
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

export async function makePathway(
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

export { DAY }
