import type { CatalystAvailability, Weekday } from '@/api/generated/types.gen'
import {
  SESSION_BUFFER_MAX_MINUTES,
  SESSION_BUFFER_STEP_MINUTES,
  SESSION_DAYS_OFF_MAX,
  SESSION_HORIZON_MAX_DAYS,
  SESSION_LENGTHS,
  SESSION_RANGES_PER_DAY,
  weekdayName,
  weekdayOfDayNumber,
} from '@/config/constants'
import { clockRange, clockTime } from '@/lib/format/dates'

/**
 * The availability editor's words and conversions (issue 29; openapi.yaml "Sessions"). The
 * messages worded in the contract's examples are used word for word.
 */
export const AVAILABILITY_MESSAGES = {
  saved: 'Availability saved',
  bookable: 'Students can book you',
  loadFailed: 'Your availability could not be loaded.',
  link: 'The meeting link must be an http(s) address.',
  linkLength: 'The meeting link must be at most 500 characters.',
  horizon: `Enter a whole number of days from 1 to ${SESSION_HORIZON_MAX_DAYS}.`,
  times: 'Enter a start and an end time.',
  dayOffTaken: 'That day is already a day off.',
  daysOffMax: `At most ${SESSION_DAYS_OFF_MAX} days off.`,
  noDayOff: 'Choose a day to add.',
  noHoursSoon: 'No hours in the next days: students see no free times yet.',
} as const

/** The contract's 400 messages for a weekday's ranges ("Monday: ..."). */
export const rangeMessage = {
  order: (day: string) => `${day}: the end time must be after the start time.`,
  overlap: (day: string, first: string, second: string) => `${day}: ${first} overlaps ${second}.`,
  tooMany: (day: string) => `${day}: at most ${SESSION_RANGES_PER_DAY} time ranges a day.`,
}

/** The buffer's choices: 0 to 60 minutes in steps of 5. */
export const BUFFER_CHOICES = Array.from(
  { length: SESSION_BUFFER_MAX_MINUTES / SESSION_BUFFER_STEP_MINUTES + 1 },
  (_, index) => index * SESSION_BUFFER_STEP_MINUTES,
)
export const SESSION_LENGTH_CHOICES = SESSION_LENGTHS

/** A new range: the hours most people keep, or the hour after the day's last range. */
export const DEFAULT_RANGE = { start: '09:00', end: '17:00' } as const

export interface TimeRangeValues {
  start: string
  end: string
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * Minutes after midnight of a `HH:MM` time; an end of 00:00 (or the contract's 24:00) is midnight
 * at the end of the day, as a time input cannot show 24:00. NaN for no time.
 */
export function minutesOf(time: string, end = false): number {
  if (end && (time === '00:00' || time === '24:00')) return 24 * 60
  if (!CLOCK.test(time)) return Number.NaN
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
}

/**
 * What is wrong with one weekday's ranges, in the contract's words, each with where it shows:
 * a range's start or end, or the day as a whole. Empty when they are fine.
 */
export function rangeProblems(
  day: Weekday,
  ranges: readonly TimeRangeValues[],
): Array<{ message: string; range: number | null; field: 'start' | 'end' | null }> {
  const label = weekdayName(day)
  const problems: Array<{ message: string; range: number | null; field: 'start' | 'end' | null }> =
    []
  if (ranges.length > SESSION_RANGES_PER_DAY)
    problems.push({ message: rangeMessage.tooMany(label), range: null, field: null })
  const valid: Array<{ index: number; start: number; end: number }> = []
  ranges.forEach((range, index) => {
    const start = minutesOf(range.start)
    const end = minutesOf(range.end, true)
    if (Number.isNaN(start) || Number.isNaN(end)) {
      problems.push({
        message: `${label}: ${AVAILABILITY_MESSAGES.times.toLowerCase()}`,
        range: index,
        field: Number.isNaN(start) ? 'start' : 'end',
      })
    } else if (end <= start) {
      problems.push({ message: rangeMessage.order(label), range: index, field: 'end' })
    } else valid.push({ index, start, end })
  })
  const sorted = [...valid].sort((a, b) => a.start - b.start || a.end - b.end)
  for (let next = 1; next < sorted.length; next++) {
    const before = sorted[next - 1]!
    const after = sorted[next]!
    if (after.start < before.end) {
      const text = (index: number) => clockRange(ranges[index]!.start, ranges[index]!.end)
      problems.push({
        message: rangeMessage.overlap(label, text(before.index), text(after.index)),
        range: after.index,
        field: 'start',
      })
    }
  }
  return problems
}

/** The range added to a day: after its last range when there is room, else the default. */
export function nextRange(ranges: readonly TimeRangeValues[]): TimeRangeValues {
  const last = ranges.at(-1)
  const from = last ? minutesOf(last.end, true) : Number.NaN
  // Less than half an hour left in the day: the usual hours instead.
  if (Number.isNaN(from) || from > 24 * 60 - 30) return { ...DEFAULT_RANGE }
  return { start: clockTime(from), end: clockTime(Math.min(from + 60, 24 * 60)) }
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dateIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/**
 * The next days (in the Catalyst's zone, from today) on which students find hours, as they are
 * saved: the weekday's ranges, not on a day off, within the booking horizon. At most `count`.
 */
export function upcomingHours(
  availability: CatalystAvailability,
  now: Date,
  count = 7,
): Array<{ date: string; day: Weekday; ranges: string[] }> {
  const today = dateIn(availability.timeZone, now)
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const off = new Set(availability.daysOff)
  const days: Array<{ date: string; day: Weekday; ranges: string[] }> = []
  for (let ahead = 0; ahead <= availability.horizonDays && days.length < count; ahead++) {
    const at = new Date(Date.UTC(year, month - 1, day + ahead))
    const date = at.toISOString().slice(0, 10)
    const weekday = weekdayOfDayNumber(at.getUTCDay())
    if (off.has(date)) continue
    const ranges = availability.weeklyHours
      .filter((range) => range.day === weekday)
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
      .map((range) => clockRange(range.start, range.end))
    if (ranges.length > 0) days.push({ date, day: weekday, ranges })
  }
  return days
}
