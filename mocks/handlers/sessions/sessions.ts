import type { Role, Session, SlotList } from '@/api/generated/types.gen'
import {
  SESSION_BOOKING_WINDOW_MS,
  SESSION_BOOKINGS_PER_WINDOW,
  SESSION_CHANGE_CUTOFF_MS,
  SESSION_RESCHEDULES_MAX,
  SESSION_UPCOMING_MAX,
} from '@/config/constants'

import { db, type SessionRecord, type UserRecord } from '../../db'
import { connectionBetween, findUser } from '../../services/relations'
import { HttpError } from '../http'
import { fullName } from '../shared/common'
import { buildCalendar, calendarFileName, type CalendarFile } from '../shared/calendar'
import type { PictureOf } from '../uploads/links'
import {
  availabilityRecordOf,
  catalystHasNoHours,
  catalystNotBookable,
  defaultAvailability,
  SESSION_REFUSALS,
  toAvailability,
} from './availability'
import { hasFeature } from '../billing/plans'
import { SLOT_RANGE_MESSAGES } from '../scheduling/slot-range'
import { freeSlots, horizonEnd, type Busy, type SlotRules } from '../scheduling/slots'
import { mockNowMs } from '../../services/clock'

/** Sessions between a student and their Catalyst (openapi.yaml "Sessions"): rules and views. */
export const SESSION_MESSAGES = {
  catalystNotFound: 'Catalyst not found.',
  notConnected: 'You can book sessions only with your connected Catalyst.',
  notASlot: 'This time is not open for booking. Please pick one of the free slots.',
  notice: 'Sessions must be booked at least 12 hours ahead.',
  horizon: (days: number) => `Sessions can be booked at most ${days} days ahead.`,
  taken: 'This time has just been booked. Please pick another slot.',
  upcoming: `You already have ${SESSION_UPCOMING_MAX} upcoming sessions. You can book another once one of them is over, or cancel one.`,
  daily: `You have booked ${SESSION_BOOKINGS_PER_WINDOW} sessions in the last 24 hours. Please try again later.`,
  notFound: 'Session not found.',
  notYours: 'You do not have permission to perform this action.',
  noLongerConnected: 'You are no longer connected, so this session can only be cancelled.',
  cutOff:
    'Sessions can be changed up to 24 hours before they start. Please message the other person in chat.',
  cancelled: 'This session has been cancelled.',
  tooManyMoves: `This session has been moved ${SESSION_RESCHEDULES_MAX} times already. Please cancel it and book a new one instead.`,
  sameTime: 'This session is already at that time.',
  rangeTooLong: SLOT_RANGE_MESSAGES.tooLong,
  rangeOrder: SLOT_RANGE_MESSAGES.order,
} as const

/** The slot rules of a Catalyst: what they saved, or the defaults (no weekly hours). */
export function rulesOf(catalyst: UserRecord): SlotRules & { meetingLink: string | null } {
  const record = availabilityRecordOf(catalyst.id)
  return record ? toAvailability(record) : defaultAvailability(catalyst)
}

/** The Catalyst's booked sessions, as busy times (one of them left out: the one being moved). */
export function busyOf(counsellorId: string, except?: string): Busy[] {
  return db.sessions
    .lookup('counsellor', counsellorId)
    .filter((session) => session.status === 'booked' && session.id !== except)
    .map((session) => ({ start: Date.parse(session.start), end: Date.parse(session.end) }))
}

/** A session the caller is in: 404 for an unknown id, 403 for another pair's. */
export function requireSessionOf(user: UserRecord, sessionId: string): SessionRecord {
  const session = db.sessions.get(sessionId)
  if (!session) throw new HttpError(404, SESSION_MESSAGES.notFound)
  if (session.counsellorId !== user.id && session.studentId !== user.id)
    throw new HttpError(403, SESSION_MESSAGES.notYours)
  return session
}

export const changeDeadlineOf = (session: Pick<SessionRecord, 'start'>) =>
  Date.parse(session.start) - SESSION_CHANGE_CUTOFF_MS

/** Why the session cannot be changed now (409), or null: cancelled, or past the cut-off. */
export function changeRefusal(session: SessionRecord, now: number): string | null {
  if (session.status === 'cancelled') return SESSION_MESSAGES.cancelled
  if (now >= changeDeadlineOf(session)) return SESSION_MESSAGES.cutOff
  return null
}

/** Why the session cannot be moved now, or null (changeRefusal, then the pair, then the count). */
export function moveRefusal(
  session: SessionRecord,
  now: number,
): { status: number; message: string } | null {
  const refusal = changeRefusal(session, now)
  if (refusal) return { status: 409, message: refusal }
  if (!connectionBetween(session.counsellorId, session.studentId))
    return { status: 403, message: SESSION_MESSAGES.noLongerConnected }
  if (session.rescheduleCount >= SESSION_RESCHEDULES_MAX)
    return { status: 429, message: SESSION_MESSAGES.tooManyMoves }
  return null
}

/**
 * The booking limits of a student (429 with retryAt): at most 3 upcoming sessions (retryAt: when
 * the earliest ends) and 10 bookings in 24 hours, cancelled ones included (retryAt: when the
 * oldest of them leaves the window). Counted from the sessions, so refused bookings never count.
 */
export function checkBookingLimits(studentId: string, now: number): void {
  const sessions = db.sessions.lookup('student', studentId)
  const upcomingEnds = sessions
    .filter((session) => session.status === 'booked' && Date.parse(session.end) > now)
    .map((session) => Date.parse(session.end))
    .sort((a, b) => a - b)
  if (upcomingEnds.length >= SESSION_UPCOMING_MAX)
    throw new HttpError(429, SESSION_MESSAGES.upcoming, {
      retryAt: new Date(upcomingEnds[0]!).toISOString(),
    })
  const since = now - SESSION_BOOKING_WINDOW_MS
  const recent = sessions
    .map((session) => Date.parse(session.bookedAt))
    .filter((at) => at > since)
    .sort((a, b) => a - b)
  if (recent.length >= SESSION_BOOKINGS_PER_WINDOW)
    throw new HttpError(429, SESSION_MESSAGES.daily, {
      retryAt: new Date(
        recent[recent.length - SESSION_BOOKINGS_PER_WINDOW]! + SESSION_BOOKING_WINDOW_MS,
      ).toISOString(),
    })
}

export function toSessionView(
  session: SessionRecord,
  viewer: UserRecord,
  pictureOf: PictureOf,
  now: number = mockNowMs(),
): Session {
  const person = (id: string) => {
    const user = findUser(id)
    return {
      id,
      given_name: user?.firstName ?? '',
      family_name: user?.lastName ?? null,
      picture: user ? pictureOf(user) : null,
    }
  }
  const catalyst = findUser(session.counsellorId)
  const booked = session.status === 'booked'
  const isParty = viewer.id === session.counsellorId || viewer.id === session.studentId
  return {
    id: session.id,
    catalyst: person(session.counsellorId),
    student: person(session.studentId),
    start: session.start,
    end: session.end,
    timeZone: session.timeZone,
    topic: session.topic,
    status: session.status,
    meetingLink: booked && catalyst ? rulesOf(catalyst).meetingLink : null,
    bookedAt: session.bookedAt,
    changeDeadline: new Date(changeDeadlineOf(session)).toISOString(),
    canChange: isParty && changeRefusal(session, now) === null,
    rescheduleCount: session.rescheduleCount,
    reschedulesLeft: Math.max(0, SESSION_RESCHEDULES_MAX - session.rescheduleCount),
    lastChange: session.lastChange ? { ...session.lastChange } : null,
  }
}

/**
 * A slot list of a Catalyst between `from` and `to`: empty, with the reason, when not bookable.
 * `busy` are the sessions that block slots (the one being moved left out). `viewer` is who reads
 * the reason: the Catalyst moving a session is asked to add their hours, a student is told.
 */
export function slotListOf(
  catalyst: UserRecord,
  range: { from: number; to: number; now: number },
  notBookable: string | null,
  busy: readonly Busy[],
  viewer: Role = 'student',
): SlotList {
  const rules = rulesOf(catalyst)
  const noHours = viewer === 'counsellor' ? SESSION_REFUSALS.noHours : catalystHasNoHours(catalyst)
  const reason = notBookable ?? (rules.weeklyHours.length === 0 ? noHours : null)
  return {
    catalystId: catalyst.id,
    timeZone: rules.timeZone,
    sessionMinutes: rules.sessionMinutes,
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    bookableUntil: new Date(horizonEnd(rules, range.now)).toISOString(),
    bookable: reason === null,
    notBookableReason: reason,
    slots: reason === null ? freeSlots(rules, busy, range) : [],
  }
}

/** Why students cannot book this Catalyst now, in words for the student (null: they can). */
export function studentNotBookable(catalyst: UserRecord): string | null {
  return hasFeature(catalyst, 'session-booking') ? null : catalystNotBookable(catalyst)
}

/** The session's `.ics`, as downloaded and as attached to every e-mail about it. */
export function calendarOf(session: SessionRecord): CalendarFile {
  const catalyst = findUser(session.counsellorId)
  const student = findUser(session.studentId)
  const catalystName = (catalyst && fullName(catalyst)) || 'Your Catalyst'
  const studentName = (student && fullName(student)) || 'Student'
  const change = session.lastChange
  const cancelled = session.status === 'cancelled'
  const meetingLink = !cancelled && catalyst ? rulesOf(catalyst).meetingLink : null
  const text = buildCalendar({
    uid: `session-${session.id}@catalyst.app`,
    product: 'Sessions',
    start: session.start,
    end: session.end,
    stamp: change?.at ?? session.bookedAt,
    sequence: session.sequence,
    cancelled,
    summary: `Catalyst session: ${catalystName} and ${studentName}`,
    description: [
      session.topic,
      change ? `${change.kind === 'cancelled' ? 'Cancelled' : 'Moved'}: ${change.reason}` : null,
      meetingLink ? `Meeting link: ${meetingLink}` : null,
    ],
    location: meetingLink,
    url: meetingLink,
    organizer: { name: catalystName, email: catalyst?.email ?? 'catalyst@catalyst.app' },
    attendee: { name: studentName, email: student?.email ?? 'student@catalyst.app' },
  })
  return { name: calendarFileName('session', session.start, session.timeZone), text }
}
