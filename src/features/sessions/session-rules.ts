import { now as clockNow } from '@/lib/clock'
import type { Session, Slot } from '@/api/sessions/queries'
import {
  SESSION_CHANGE_CUTOFF_MS,
  SESSION_RESCHEDULES_MAX,
  weekdayOfDayNumber,
  weekdayShortName,
} from '@/config/constants'
import { formatDateTimeRange, formatLocalDate } from '@/lib/format/dates'
import type { Role } from '@/lib/roles'

/** The person of a session (either side). */
export type SessionPerson = Session['catalyst']

/** Which sessions the page lists (the URL's `tab`). */
export type SessionsTab = 'upcoming' | 'past'

/** The cut-off in hours, for people ("24 hours"). */
export const CUTOFF_HOURS = Math.round(SESSION_CHANGE_CUTOFF_MS / 3_600_000)

export const SESSIONS_MESSAGES = {
  loadFailed: 'Your sessions could not be loaded.',
  slotsFailed: 'The free times could not be loaded.',
  noSlots: 'No free times in these dates.',
  /** Issue 36: the chosen time left the list (booked elsewhere) while the dialog was open. */
  slotTaken: 'That time was just taken: choose another.',
  bookFailed: 'The session could not be booked. Please try again.',
  changeFailed: 'The session could not be changed. Please try again.',
  calendarFailed: 'The calendar file could not be downloaded. Please try again.',
  booked: 'Session booked',
  rescheduled: 'Session moved',
  cancelled: 'Session cancelled',
} as const

/** The time zone the page shows times in: the browser's. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

export function personName(person: { given_name: string; family_name?: string | null }): string {
  return [person.given_name, person.family_name].filter(Boolean).join(' ').trim() || 'Unknown Name'
}

/** The other person of the session, seen by `role`. */
export function otherPerson(session: Session, role: Role): SessionPerson {
  return role === 'student' ? session.catalyst : session.student
}

export function sessionMinutes(session: Pick<Session, 'start' | 'end'>): number {
  return Math.round((Date.parse(session.end) - Date.parse(session.start)) / 60_000)
}

/** "Tue": the weekday of an instant in the viewer's time (none for an invalid date). */
const shortWeekdayOf = (date: Date) =>
  Number.isNaN(date.getTime()) ? '' : weekdayShortName(weekdayOfDayNumber(date.getDay()))

/** "Tue 1 DEC 2026": a day in the viewer's time. */
export function formatDay(value: string | Date): string {
  const date = new Date(value)
  return `${shortWeekdayOf(date)} ${formatLocalDate(date)}`
}

/** "Tue 1 DEC 2026, 10:00 – 10:45": a session's time in the viewer's zone. */
export function formatSessionTime(session: Pick<Session, 'start' | 'end'>): string {
  const start = new Date(session.start)
  return `${shortWeekdayOf(start)} ${formatDateTimeRange(start, session.end)}`
}

/** "Rescheduled by Priya: …", "Cancelled by you: …": the latest change, seen by `role`. */
export function describeChange(session: Session, role: Role): string | null {
  const change = session.lastChange
  if (!change) return null
  const by =
    change.by === role ? 'you' : otherPerson(session, role).given_name || 'the other person'
  const what = change.kind === 'cancelled' ? 'Cancelled' : 'Rescheduled'
  return `${what} by ${by}: ${change.reason}`
}

/** Why a change cannot be made, for the actions. */
export interface ChangeBlock {
  /** Neither reschedule nor cancel. */
  all: string | null
  /** Reschedule only (the session has moved its most times). */
  reschedule: string | null
}

/**
 * Why `role` cannot move or cancel the session now, in words (null parts: they can). Cancelled
 * sessions say nothing (their chip says it).
 */
export function changeBlock(session: Session, role: Role, now = clockNow()): ChangeBlock {
  if (session.status === 'cancelled') return { all: null, reschedule: null }
  if (Date.parse(session.end) <= now) return { all: 'This session has ended.', reschedule: null }
  if (!session.canChange) {
    const name = otherPerson(session, role).given_name || 'the other person'
    return {
      all: `Changes close ${CUTOFF_HOURS} hours before the start. Please message ${name} in chat.`,
      reschedule: null,
    }
  }
  if (session.reschedulesLeft <= 0) {
    return {
      all: null,
      reschedule: `This session has been moved ${SESSION_RESCHEDULES_MAX} times already. You can still cancel it and book a new one.`,
    }
  }
  return { all: null, reschedule: null }
}

/** The free slots of one day in the viewer's time. */
export interface SlotDay {
  key: string
  label: string
  slots: Slot[]
}

/** Slots grouped by their day in the viewer's zone, in the server's (soonest first) order. */
export function slotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of slots) {
    const start = new Date(slot.start)
    const key = `${start.getFullYear()}-${start.getMonth() + 1}-${start.getDate()}`
    let day = days.at(-1)
    if (day?.key !== key) {
      day = { key, label: formatDay(start), slots: [] }
      days.push(day)
    }
    day.slots.push(slot)
  }
  return days
}

/**
 * "Times are in your time zone, Europe/London. Priya works in Asia/Kolkata.": the zones of a slot
 * list; `catalystName` null when the viewer is the Catalyst.
 */
export function zonesLine(
  viewerZone: string,
  catalystName: string | null,
  catalystZone: string,
): string {
  const yours = `Times are in your time zone, ${viewerZone}.`
  if (catalystZone === viewerZone) {
    return catalystName ? `${yours} ${catalystName} works in the same time zone.` : yours
  }
  return catalystName
    ? `${yours} ${catalystName} works in ${catalystZone}.`
    : `${yours} Your availability is set in ${catalystZone}.`
}
