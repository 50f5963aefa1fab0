import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'

import type { ErrorResponse } from '@/api/generated/types.gen'

import { resetMockConfig } from '../../config'
import { clearDb, db, type ConnectionRecord, type UserRecord } from '../../db'
import { newId, nowIso, userSk } from '../../services/ids'
import { issueSession } from '../../services/tokens'
import { handlers } from '../index'
import { assertMatchesContract } from './contract-check'

/** Test helpers of the part-1 handler suites: msw/node with every handler, fixtures, calls. */
export const BASE = 'http://localhost/api/v1'
export const PASSWORD = 'Catalyst#2026'

/** Starts msw/node with every handler; each test starts from an empty database and default settings. */
export function startMockBackend(): void {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    clearDb()
    resetMockConfig()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}

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

export async function tokenFor(user: UserRecord): Promise<string> {
  return (await issueSession(user)).accessToken
}

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

export interface ApiAnswer<T> {
  status: number
  /** The success shape asked for; error answers carry `message` (and `modifiedTime`). */
  body: T & Partial<ErrorResponse>
}

/** A plain fetch against the mock backend, as the client would call it; the answer must match the contract. */
export async function api<T = ErrorResponse>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : undefined
  assertMatchesContract(method, `${BASE}${path}`, response.status, body)
  return { status: response.status, body: body as T & Partial<ErrorResponse> }
}

export function connectionsOf(counsellorId: string): ConnectionRecord[] {
  return db.connections.findMany((q) => q.where({ counsellorId }))
}
