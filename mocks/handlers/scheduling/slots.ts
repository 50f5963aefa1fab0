import { TZDate } from '@date-fns/tz'

import type { CatalystAvailability, Slot } from '@/api/generated/types.gen'
import { SESSION_BOOKING_NOTICE_MS, weekdayOfDayNumber } from '@/config/constants'

/**
 * The one slot engine (openapi.yaml "Sessions"): free slots from weekly hours, for sessions with
 * a Catalyst and for calls with an account manager ("Account manager"). Weekly hours and days off
 * are wall-clock times and dates in the availability's IANA zone; each day's times become UTC
 * instants with that day's rules (@date-fns/tz), so across a daylight-saving change a slot keeps
 * its wall-clock time, and:
 * - a local time that does not exist that day (the hour skipped when clocks go forward) is never
 *   offered;
 * - a slot whose real length is not the session length (the clocks change inside it) is not
 *   offered either;
 * - a repeated local time (clocks going back) is its second occurrence (TZDate reads the first,
 *   so instantOf moves it on).
 * Pure: the caller passes the clock, the notice (sessions' 12 hours by default) and the other
 * booked times of the person whose hours they are.
 */
export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS

export type SlotRules = Pick<
  CatalystAvailability,
  'timeZone' | 'weeklyHours' | 'sessionMinutes' | 'bufferMinutes' | 'horizonDays' | 'daysOff'
>

/** Another booked session of the Catalyst, in epoch milliseconds. */
export interface Busy {
  start: number
  end: number
}

/** A calendar date, as plain numbers (month 1-12). */
export interface LocalDate {
  year: number
  month: number
  day: number
}

/** Minutes after midnight of an `HH:MM` wall-clock time (`24:00` is 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** The calendar date `days` after `date` (calendar arithmetic, no zone involved). */
function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** `YYYY-MM-DD`, as days off are written. */
export function isoDateOf(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`
}

/** The date an instant falls on in a zone. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  const local = new TZDate(instant, timeZone)
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() }
}

interface Wall {
  year: number
  month: number
  day: number
  hours: number
  minutes: number
}

const reads = (local: TZDate, wall: Wall) =>
  local.getFullYear() === wall.year &&
  local.getMonth() === wall.month &&
  local.getDate() === wall.day &&
  local.getHours() === wall.hours &&
  local.getMinutes() === wall.minutes

/**
 * The instant of a wall-clock time (`minutes` after midnight, 1440 being the next midnight) on a
 * local date in a zone; null when that time does not exist there that day (a gap when the clocks
 * go forward: TZDate moves such a time on, so it reads back differently). A time that occurs
 * twice (the clocks go back) is its second occurrence.
 */
export function instantOf(date: LocalDate, minutes: number, timeZone: string): number | null {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day, 0, minutes))
  const wall: Wall = {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth(),
    day: utc.getUTCDate(),
    hours: utc.getUTCHours(),
    minutes: utc.getUTCMinutes(),
  }
  const local = new TZDate(wall.year, wall.month, wall.day, wall.hours, wall.minutes, timeZone)
  if (!reads(local, wall)) return null
  const first = local.getTime()
  // Clocks going back within the next hours make the offset grow: the same wall time comes again
  // that many minutes later.
  const laterOffset = new TZDate(first + 3 * 60 * MINUTE_MS, timeZone).getTimezoneOffset()
  const repeat = laterOffset - local.getTimezoneOffset()
  if (repeat > 0) {
    const second = first + repeat * MINUTE_MS
    if (reads(new TZDate(second, timeZone), wall)) return second
  }
  return first
}

export interface SlotWindow {
  /** Slots starting at or after this instant... */
  from: number
  /** ...and before this one. */
  to: number
  /** The clock: notice and horizon count from it. */
  now: number
  /** How far ahead a slot must start; the sessions' booking notice when absent. */
  noticeMs?: number
}

/** The last instant a slot may start at: `horizonDays` days from now. */
export function horizonEnd(rules: Pick<SlotRules, 'horizonDays'>, now: number): number {
  return now + rules.horizonDays * DAY_MS
}

/** The first instant a slot may start at: the booking notice from now. */
export function earliestStart(now: number, noticeMs = SESSION_BOOKING_NOTICE_MS): number {
  return now + noticeMs
}

/** Whether [start, end) comes within the buffer of a busy session. */
export function clashes(
  start: number,
  end: number,
  busy: readonly Busy[],
  bufferMs: number,
): boolean {
  return busy.some((other) => start < other.end + bufferMs && end + bufferMs > other.start)
}

/**
 * Every slot of `rules` starting within [from, to), busy or not, ignoring notice and horizon:
 * from each weekly range's start, one every session length plus buffer, each ending by the
 * range's end; none on a day off.
 */
export function gridSlots(rules: SlotRules, from: number, to: number): Slot[] {
  if (from >= to || rules.weeklyHours.length === 0) return []
  const lengthMs = rules.sessionMinutes * MINUTE_MS
  const stepMinutes = rules.sessionMinutes + rules.bufferMinutes
  const daysOff = new Set(rules.daysOff)
  const starts = new Set<number>()
  const slots: Slot[] = []
  // A day before and after: a zone's day can begin up to 14 hours away from UTC's.
  const lastDate = isoDateOf(addDays(localDateOf(to, rules.timeZone), 1))
  for (
    let date = addDays(localDateOf(from, rules.timeZone), -1);
    isoDateOf(date) <= lastDate;
    date = addDays(date, 1)
  ) {
    if (daysOff.has(isoDateOf(date))) continue
    const weekday = weekdayOfDayNumber(
      new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(),
    )
    for (const range of rules.weeklyHours) {
      if (range.day !== weekday) continue
      const rangeEnd = minutesOf(range.end)
      for (
        let minutes = minutesOf(range.start);
        minutes + rules.sessionMinutes <= rangeEnd;
        minutes += stepMinutes
      ) {
        const start = instantOf(date, minutes, rules.timeZone)
        const end = instantOf(date, minutes + rules.sessionMinutes, rules.timeZone)
        if (start === null || end === null || end - start !== lengthMs) continue
        if (start < from || start >= to || starts.has(start)) continue
        starts.add(start)
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() })
      }
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start))
}

/**
 * The free slots of `rules` starting within the window (and within notice and horizon), soonest
 * first: the grid's slots not within the buffer of a busy session.
 */
export function freeSlots(rules: SlotRules, busy: readonly Busy[], window: SlotWindow): Slot[] {
  const first = Math.max(window.from, earliestStart(window.now, window.noticeMs))
  const last = Math.min(window.to, horizonEnd(rules, window.now) + 1)
  const bufferMs = rules.bufferMinutes * MINUTE_MS
  return gridSlots(rules, first, last).filter(
    (slot) => !clashes(Date.parse(slot.start), Date.parse(slot.end), busy, bufferMs),
  )
}

/** The slot of the grid that starts exactly at `start`, free or not (the booking's check). */
export function gridSlotAt(rules: SlotRules, start: number): Slot | undefined {
  return gridSlots(rules, start, start + 1).find((slot) => Date.parse(slot.start) === start)
}
