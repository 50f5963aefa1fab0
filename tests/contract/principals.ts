import { WEEKDAYS } from '@/config/constants'

import { db, type UserRecord } from '@mocks/db'
import { demoAccounts, type DemoAccountKey } from '@mocks/seed/demo-accounts'
import { newId, nowIso } from '@mocks/services/ids'
import {
  acceptedConnectionOf,
  connectedStudentIds,
  findUser,
  findUserByEmail,
  INVITE_STATUS,
} from '@mocks/services/relations'
import { issueSignInTokens, issueToken, verifyToken } from '@mocks/services/tokens'
import { giveActivePlan } from '@mocks/testing/factories'
import { createLink, createUser } from '@mocks/testing/fixtures'

/**
 * The callers the contract suites act as, and the data each needs arranged so that a call which
 * the contract allows them can succeed (a catalyst needs a connected student to read one, a
 * student a pending request to answer one). Everything is looked up in, or added to, the seeded
 * demo database of the current test.
 */
export function accountUser(key: DemoAccountKey): UserRecord {
  const found = findUserByEmail(demoAccounts[key].email)
  if (!found) throw new Error(`demo account ${key} missing from the seed`)
  return found
}

export async function accessTokenOf(key: DemoAccountKey): Promise<string> {
  return (await issueSignInTokens(accountUser(key))).accessToken
}

function holderOf(token: string): UserRecord {
  const check = verifyToken(token)
  const holder = check.ok ? findUser(check.claims.sub) : undefined
  if (!holder) throw new Error('the token does not name a user of the seed')
  return holder
}

/** The same holder and kind of token as `token`, properly signed but expired a minute ago. */
export function expiredTwinOf(token: string): string {
  const check = verifyToken(token)
  if (!check.ok) throw new Error(`cannot re-issue a token that is ${check.reason}`)
  return issueToken(holderOf(token), check.claims.typ, -60)
}

/** The identity provider's temporary token for the holder of `token`. */
export function temporaryTwinOf(token: string): string {
  return issueToken(holderOf(token), 'temporary', 600)
}

/**
 * An approved, verified catalyst nobody is connected to yet, on Prime: listed in Find Catalysts
 * and taking requests (issue 34).
 */
export async function freshCatalyst(): Promise<UserRecord> {
  const catalyst = await createUser({ role: 'counsellor' })
  await giveActivePlan(catalyst, 'prime')
  return catalyst
}

/** An approved, verified catalyst whose plan does not list them: Basic, or none. */
export async function unlistedCatalyst(tier: 'basic' | null): Promise<UserRecord> {
  const catalyst = await createUser({ role: 'counsellor' })
  if (tier) await giveActivePlan(catalyst, tier)
  return catalyst
}

/** A student connected to `counsellor` (accepted), with no other link. */
export async function freshStudentOf(counsellor: UserRecord): Promise<UserRecord> {
  const student = await createUser({ role: 'student' })
  await createLink({
    direction: 'invite',
    counsellorId: counsellor.id,
    student,
    status: INVITE_STATUS.accepted,
  })
  return student
}

/**
 * A student connected to the account's catalyst: the demo student for the demo catalyst (the
 * seed connects them), otherwise one of theirs, or a new one connected for the test.
 */
export async function connectedStudentOf(key: DemoAccountKey): Promise<UserRecord> {
  const counsellor = accountUser(key)
  const ids = connectedStudentIds(counsellor.id)
  const demoStudent = accountUser('student')
  if (ids.includes(demoStudent.id)) return demoStudent
  const existing = ids.map(findUser).find((student) => student?.role === 'student')
  return existing ?? freshStudentOf(counsellor)
}

/** Who the account may chat with: a catalyst's connected student, a student's own catalyst. */
export async function chatPartnerOf(key: DemoAccountKey): Promise<UserRecord> {
  const me = accountUser(key)
  if (me.role === 'counsellor') return connectedStudentOf(key)
  const link = acceptedConnectionOf(me.id)
  const catalyst = link ? findUser(link.counsellorId) : undefined
  if (catalyst) return catalyst
  const counsellor = accountUser('counsellor')
  await createLink({
    direction: 'invite',
    counsellorId: counsellor.id,
    student: me,
    status: INVITE_STATUS.accepted,
  })
  return counsellor
}

/** The id of a student with a pending connection request to the account's catalyst. */
export async function pendingRequestTo(key: DemoAccountKey): Promise<string> {
  const counsellorId = accountUser(key).id
  const found = db.connections.findFirst((q) =>
    q.where({ counsellorId, direction: 'request', status: INVITE_STATUS.pending }),
  )
  if (found?.studentId) return found.studentId
  const student = await createUser({ role: 'student' })
  await createLink({ direction: 'request', counsellorId, student })
  return student.id
}

/** The id of a catalyst with a pending request (invitation) to the account's student. */
export async function pendingInviteFor(key: DemoAccountKey): Promise<string> {
  const student = accountUser(key)
  const found = db.connections.findFirst((q) =>
    q.where({ studentId: student.id, direction: 'invite', status: INVITE_STATUS.pending }),
  )
  if (found) return found.counsellorId
  const counsellor = await freshCatalyst()
  await createLink({ direction: 'invite', counsellorId: counsellor.id, student })
  return counsellor.id
}

/** An achievement (badge) held by `holder`. */
export function awardBadge(holder: UserRecord) {
  return db.achievements.create({
    id: newId(),
    userId: holder.id,
    learnHubId: null,
    badgeId: `BADGE-${newId().slice(0, 8)}`,
    name: 'Guidance Foundations',
    LearnHubName: 'Career Guidance Foundations',
    img_link: null,
    desc: 'Awarded on completing Career Guidance Foundations.',
    award_date: nowIso(),
  })
}

/** One of the account's achievements, awarded now if the seed gave them none. */
export async function achievementOf(key: DemoAccountKey) {
  const holder = accountUser(key)
  return (
    db.achievements.findFirst((q) => q.where({ userId: holder.id })) ?? (await awardBadge(holder))
  )
}

/** An active Prime plan for a catalyst without one: session booking needs it (issue 29). */
export async function sessionPlanFor(counsellor: UserRecord): Promise<void> {
  await giveActivePlan(counsellor, 'prime')
}

/** Weekly hours for a catalyst without any: every day, all day, in UTC (30-minute slots). */
export async function availabilityFor(counsellor: UserRecord): Promise<void> {
  if (db.availability.get(counsellor.id)) return
  await db.availability.create({
    counsellorId: counsellor.id,
    timeZone: 'UTC',
    weeklyHours: WEEKDAYS.map((day) => ({ day, start: '00:00', end: '24:00' })),
    sessionMinutes: 30,
    bufferMinutes: 0,
    horizonDays: 30,
    daysOff: [],
    meetingLink: 'https://meet.example.org/contract',
    updatedAt: nowIso(),
  })
}

/** A booked session between two people, `daysAhead` days from now (on the hour). */
export function sessionBetween(counsellor: UserRecord, student: UserRecord, daysAhead = 5) {
  const start = Math.ceil((Date.now() + daysAhead * 86_400_000) / 3_600_000) * 3_600_000
  return db.sessions.create({
    id: newId(),
    counsellorId: counsellor.id,
    studentId: student.id,
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * 60_000).toISOString(),
    timeZone: 'UTC',
    topic: 'Internships',
    status: 'booked',
    bookedAt: nowIso(),
    rescheduleCount: 0,
    sequence: 0,
    lastChange: null,
  })
}

/**
 * A session of the account that may still be changed (beyond the cut-off): the seed's for the
 * demo accounts, else one arranged with their partner, the catalyst given hours to move it to.
 */
export async function changeableSessionOf(key: DemoAccountKey) {
  const me = accountUser(key)
  const mine = db.sessions
    .lookup(me.role === 'counsellor' ? 'counsellor' : 'student', me.id)
    .find(
      (session) =>
        session.status === 'booked' && Date.parse(session.start) > Date.now() + 2 * 86_400_000,
    )
  if (mine) return mine
  const partner = await chatPartnerOf(key)
  const [counsellor, student] = me.role === 'counsellor' ? [me, partner] : [partner, me]
  await availabilityFor(counsellor)
  return sessionBetween(counsellor, student)
}
