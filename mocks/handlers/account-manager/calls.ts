import type { ManagerCall, ManagerSlotList } from '@/api/generated/types.gen'
import {
  MANAGER_CALL_CANCEL_CUTOFF_MS,
  MANAGER_CALL_NOTICE_MS,
  MANAGER_CALLS_UPCOMING_MAX,
} from '@/config/account-manager'

import { db, type AccountManagerRecord, type ManagerCallRecord, type UserRecord } from '../../db'
import { sendMail } from '../../services/mailbox'
import { mailZoneOf } from '../../services/notify'
import { findUser } from '../../services/relations'
import { HttpError } from '../http-error'
import { fullName } from '../shared/common'
import {
  buildCalendar,
  calendarAttachment,
  calendarFileName,
  mailTime,
  type CalendarFile,
} from '../shared/calendar'
import {
  clashes,
  earliestStart,
  freeSlots,
  gridSlotAt,
  horizonEnd,
  MINUTE_MS,
  type Busy,
} from '../scheduling/slots'
import { managerById, managerName, managerSummaryOf } from './managers'
import { mockNowMs } from '../../services/clock'

/**
 * Calls between a Catalyst and their account manager (openapi.yaml "Account manager"): the
 * manager's free slots from the sessions' slot engine, the booking rules, the views, the `.ics`
 * and the e-mails.
 */
export const CALL_MESSAGES = {
  notASlot: 'This time is not open for calls. Please pick one of the free slots.',
  notice: 'Calls with your account manager must be booked at least 24 hours ahead.',
  horizon: (days: number) => `Calls can be booked at most ${days} days ahead.`,
  taken: 'This time has just been booked. Please pick another slot.',
  upcoming: `You already have ${MANAGER_CALLS_UPCOMING_MAX} upcoming calls with your account manager. You can book another once one of them is over, or cancel one.`,
  notFound: 'Call not found.',
  notYours: 'You do not have permission to perform this action.',
  cutOff:
    'Calls can be cancelled up to 4 hours before they start. Please write to your account manager instead.',
  cancelled: 'This call has already been cancelled.',
} as const

/** The manager's booked calls, with every Catalyst, as busy times. */
export function managerBusy(managerId: string): Busy[] {
  return db.managerCalls
    .lookup('manager', managerId)
    .filter((call) => call.status === 'booked')
    .map((call) => ({ start: Date.parse(call.start), end: Date.parse(call.end) }))
}

/** The Catalyst's booked calls not yet ended, soonest end first. */
function upcomingEnds(counsellorId: string, now: number): number[] {
  return db.managerCalls
    .lookup('counsellor', counsellorId)
    .filter((call) => call.status === 'booked' && Date.parse(call.end) > now)
    .map((call) => Date.parse(call.end))
    .sort((a, b) => a - b)
}

/** 429 with `retryAt` (when the earliest ends) once the Catalyst holds the most upcoming calls. */
export function checkUpcomingLimit(counsellorId: string, now: number): void {
  const ends = upcomingEnds(counsellorId, now)
  if (ends.length >= MANAGER_CALLS_UPCOMING_MAX)
    throw new HttpError(429, CALL_MESSAGES.upcoming, {
      retryAt: new Date(ends[0]!).toISOString(),
    })
}

/** The manager's free slots in the range, or none with the reason the Catalyst cannot book. */
export function managerSlotList(
  manager: AccountManagerRecord,
  counsellorId: string,
  range: { from: number; to: number; now: number },
): ManagerSlotList {
  const rules = manager.availability
  const full = upcomingEnds(counsellorId, range.now).length >= MANAGER_CALLS_UPCOMING_MAX
  return {
    managerId: manager.id,
    timeZone: rules.timeZone,
    callMinutes: rules.sessionMinutes,
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    bookableUntil: new Date(horizonEnd(rules, range.now)).toISOString(),
    bookable: !full,
    notBookableReason: full ? CALL_MESSAGES.upcoming : null,
    slots: full
      ? []
      : freeSlots(rules, managerBusy(manager.id), { ...range, noticeMs: MANAGER_CALL_NOTICE_MS }),
  }
}

/**
 * The slot a call may take: 400 when it is not one of the manager's (or too soon, or beyond the
 * horizon), 409 when another call of the manager holds it.
 */
export function checkCallSlot(manager: AccountManagerRecord, start: number, now: number) {
  const rules = manager.availability
  if (start < earliestStart(now, MANAGER_CALL_NOTICE_MS))
    throw new HttpError(400, CALL_MESSAGES.notice)
  if (start > horizonEnd(rules, now))
    throw new HttpError(400, CALL_MESSAGES.horizon(rules.horizonDays))
  const slot = gridSlotAt(rules, start)
  if (!slot) throw new HttpError(400, CALL_MESSAGES.notASlot)
  const bufferMs = rules.bufferMinutes * MINUTE_MS
  if (clashes(start, Date.parse(slot.end), managerBusy(manager.id), bufferMs))
    throw new HttpError(409, CALL_MESSAGES.taken)
  return slot
}

/** A call of the caller: 404 for an unknown id, 403 for another Catalyst's. */
export function requireCallOf(catalyst: UserRecord, callId: string): ManagerCallRecord {
  const call = db.managerCalls.get(callId)
  if (!call) throw new HttpError(404, CALL_MESSAGES.notFound)
  if (call.counsellorId !== catalyst.id) throw new HttpError(403, CALL_MESSAGES.notYours)
  return call
}

export const cancelDeadlineOf = (call: Pick<ManagerCallRecord, 'start'>) =>
  Date.parse(call.start) - MANAGER_CALL_CANCEL_CUTOFF_MS

/** Why the call cannot be cancelled now (409), or null. */
export function cancelRefusal(call: ManagerCallRecord, now: number): string | null {
  if (call.status === 'cancelled') return CALL_MESSAGES.cancelled
  if (now >= cancelDeadlineOf(call)) return CALL_MESSAGES.cutOff
  return null
}

export function toManagerCall(call: ManagerCallRecord, now: number = mockNowMs()): ManagerCall {
  const booked = call.status === 'booked'
  return {
    id: call.id,
    manager: managerSummaryOf(call.managerId),
    start: call.start,
    end: call.end,
    timeZone: call.timeZone,
    topic: call.topic,
    status: call.status,
    meetingLink: booked ? (managerById(call.managerId)?.availability.meetingLink ?? null) : null,
    bookedAt: call.bookedAt,
    cancelDeadline: new Date(cancelDeadlineOf(call)).toISOString(),
    canCancel: cancelRefusal(call, now) === null,
    cancellation: call.cancellation ? { ...call.cancellation } : null,
  }
}

/** The call's `.ics`, as downloaded and as attached to both e-mails about it. */
export function callCalendarOf(call: ManagerCallRecord): CalendarFile {
  const manager = managerById(call.managerId)
  const catalyst = findUser(call.counsellorId)
  const catalystName = (catalyst && fullName(catalyst)) || 'Catalyst'
  const cancelled = call.status === 'cancelled'
  const meetingLink = cancelled ? null : (manager?.availability.meetingLink ?? null)
  const text = buildCalendar({
    uid: `manager-call-${call.id}@catalyst.app`,
    product: 'Account manager',
    start: call.start,
    end: call.end,
    stamp: call.cancellation?.at ?? call.bookedAt,
    sequence: call.sequence,
    cancelled,
    summary: `Catalyst account manager call: ${manager ? managerName(manager) : 'Account manager'} and ${catalystName}`,
    description: [
      call.topic,
      call.cancellation ? `Cancelled: ${call.cancellation.reason}` : null,
      meetingLink ? `Meeting link: ${meetingLink}` : null,
    ],
    location: meetingLink,
    url: meetingLink,
    organizer: {
      name: manager ? managerName(manager) : 'Account manager',
      email: manager?.email ?? 'partners@catalyst.app',
    },
    attendee: { name: catalystName, email: catalyst?.email ?? 'catalyst@catalyst.app' },
  })
  return { name: calendarFileName('manager-call', call.start, call.timeZone), text }
}

/** E-mails the Catalyst and the manager about a booking or cancellation, the `.ics` attached. */
export async function mailCallChange(call: ManagerCallRecord): Promise<void> {
  const manager = managerById(call.managerId)
  const catalyst = findUser(call.counsellorId)
  if (!manager || !catalyst) return
  const cancelled = call.status === 'cancelled'
  const calendar = callCalendarOf(call)
  const attachment = calendarAttachment(calendar, cancelled)
  const recipients = [
    {
      email: catalyst.email,
      firstName: catalyst.firstName,
      zone: catalyst.timeZone,
      with: managerName(manager),
    },
    {
      email: manager.email,
      firstName: manager.firstName,
      zone: manager.timeZone,
      with: fullName(catalyst),
    },
  ]
  for (const recipient of recipients) {
    // The recipient's zone, else UTC: named either way (issue 35).
    const zone = mailZoneOf({ timeZone: recipient.zone })
    const when = mailTime(call.start, zone)
    const lines = [
      `Hello ${recipient.firstName},`,
      '',
      cancelled
        ? `${fullName(catalyst)} cancelled the account manager call with ${managerName(manager)}.`
        : `${fullName(catalyst)} booked an account manager call with ${managerName(manager)}.`,
      '',
      `When: ${when}`,
      `With: ${recipient.with}`,
      `Topic: ${call.topic}`,
      ...(call.cancellation ? [`Reason: ${call.cancellation.reason}`] : []),
      ...(!cancelled && manager.availability.meetingLink
        ? [`Meeting link: ${manager.availability.meetingLink}`]
        : []),
      '',
      `The calendar invitation is attached (${calendar.name}).`,
    ]
    await sendMail({
      to: recipient.email.toLowerCase(),
      subject: `${cancelled ? 'Account manager call cancelled' : 'Account manager call booked'}: ${when}`,
      text: lines.join('\n'),
      kind: 'notification',
      attachments: [attachment],
    })
  }
}
