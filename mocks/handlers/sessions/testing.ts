import type { CatalystAvailability, PlanTier, Session, SlotList } from '@/api/generated/types.gen'

import { WEEKDAYS } from '@/config/constants'

import { db, type SessionRecord, type UserRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { INVITE_STATUS } from '../../services/relations'
import { api } from '../../testing/api'
import { giveActivePlan } from '../../testing/factories'
import { createLink, createUser, tokenFor } from '../../testing/fixtures'
import { mockNowMs } from '../../services/clock'

/** Test-only: Catalysts with a plan and hours, their students and sessions (issue 29). */
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export interface Person {
  user: UserRecord
  token: string
}

/** Every day, all day, in UTC: 30-minute sessions with 10 minutes of buffer (a slot every 40). */
export const ALL_WEEK: CatalystAvailability = {
  timeZone: 'UTC',
  weeklyHours: WEEKDAYS.map((day) => ({ day, start: '00:00', end: '24:00' })),
  sessionMinutes: 30,
  bufferMinutes: 10,
  horizonDays: 30,
  daysOff: [],
  meetingLink: 'https://meet.example.org/cara-guide',
}

/** A Catalyst on `tier` (none: no plan) with `availability` saved (null: never saved). */
export async function catalyst(
  tier: PlanTier | null = 'prime',
  availability: CatalystAvailability | null = ALL_WEEK,
): Promise<Person> {
  const user = await createUser({ role: 'counsellor', timeZone: 'Asia/Kolkata' })
  if (tier) await giveActivePlan(user, tier)
  if (availability)
    await db.availability.create({ ...availability, counsellorId: user.id, updatedAt: nowIso() })
  return { user, token: await tokenFor(user) }
}

/** A student connected to `of`. */
export async function studentOf(of: Person): Promise<Person> {
  const user = await createUser({ role: 'student' })
  await createLink({
    direction: 'invite',
    counsellorId: of.user.id,
    student: user,
    status: INVITE_STATUS.accepted,
  })
  return { user, token: await tokenFor(user) }
}

export function slotsOf(student: Person, catalystId: string, query = '') {
  return api<{ success: SlotList }>('GET', `/sessions/catalysts/${catalystId}/slots${query}`, {
    token: student.token,
  })
}

export function book(student: Person, catalystId: string, start: string, topic = 'Internships') {
  return api<{ success: Session }>('POST', '/sessions/book', {
    token: student.token,
    body: { catalystId, start, topic },
  })
}

/** Books the first free slot of the student's Catalyst. */
export async function bookFirst(student: Person, of: Person): Promise<Session> {
  const slot = (await slotsOf(student, of.user.id)).body.success.slots[0]!
  const booked = await book(student, of.user.id, slot.start)
  if (booked.status !== 200) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`)
  return booked.body.success
}

/** A session written straight into the db, starting `inMs` from now (30 minutes long). */
export function sessionIn(
  of: Person,
  student: Person,
  inMs: number,
  fields: Partial<SessionRecord> = {},
): Promise<SessionRecord> {
  const start = Math.floor((mockNowMs() + inMs) / MINUTE) * MINUTE
  return db.sessions.create({
    id: newId(),
    counsellorId: of.user.id,
    studentId: student.user.id,
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * MINUTE).toISOString(),
    timeZone: 'UTC',
    topic: 'Internships',
    status: 'booked',
    bookedAt: nowIso(),
    rescheduleCount: 0,
    sequence: 0,
    lastChange: null,
    ...fields,
  })
}

/** The `session` e-mails sent to a person, newest first. */
export function sessionMails(user: UserRecord) {
  return db.mails
    .lookup('to', user.email.toLowerCase())
    .filter((mail) => mail.kind === 'session')
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
}
