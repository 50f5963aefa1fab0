import { now as clockNow } from '@/lib/clock'

/**
 * The one place dates are written for people (spec part 1 section 9, issue 28). A date is day,
 * short month, year in upper case for en-GB ("23 NOV 2026"), short month, day, year for en-US
 * ("Nov 23, 2026"); a month of a profile's timeline is "SEP 2021"; a month on its own (a chart's
 * axis, a month tab, a month grid) is "Sep", or "September 2026" as a calendar's caption. Relative
 * times are "Now", then m, h, d, w, mo, y (a week, a 30-day month, a 365-day year).
 *
 * Short months are the first three letters of the month everywhere ("Sep", not en-GB's newer
 * "Sept"), so a list, an axis and a tab say the same. Dates are read in UTC: the contract keeps a
 * day as midnight UTC, which every time zone must show as that day.
 */
export type DateLocale = 'en-GB' | 'en-US'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
export type MonthName = (typeof MONTH_NAMES)[number]

/** "Jan" ... "Dec" for a month index 0 to 11. */
export function shortMonthName(monthIndex: number): string {
  return (MONTH_NAMES[monthIndex] ?? '').slice(0, 3)
}

/** "September 2026": a calendar's caption, a month's full name for screen readers. */
export function formatMonthTitle(year: number, monthIndex: number): string {
  return `${MONTH_NAMES[monthIndex] ?? ''} ${year}`
}

function readDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function formatDate(
  value: string | number | Date | null | undefined,
  locale: DateLocale = 'en-GB',
): string {
  const date = readDate(value)
  if (!date) return 'N/A'
  const month = shortMonthName(date.getUTCMonth())
  const day = date.getUTCDate()
  const year = date.getUTCFullYear()
  return locale === 'en-GB' ? `${day} ${month.toUpperCase()} ${year}` : `${month} ${day}, ${year}`
}

/**
 * "26 NOV 2026, 14:05": a moment (a message sent, a payment made) in the viewer's own time, in
 * the same form as formatDate. 'N/A' when there is none.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = readDate(value)
  if (!date) return 'N/A'
  return `${formatLocalDate(date)}, ${formatTime(date)}`
}

/**
 * "26 NOV 2026": the day of a moment in the viewer's own time (formatDate reads the contract's
 * midnight-UTC days; a session's day is where the viewer is). 'N/A' when there is none.
 */
export function formatLocalDate(value: string | number | Date | null | undefined): string {
  const date = readDate(value)
  if (!date) return 'N/A'
  return `${date.getDate()} ${shortMonthName(date.getMonth()).toUpperCase()} ${date.getFullYear()}`
}

/** "14:05": the time of day of a moment in the viewer's own time (24-hour); '' when none. */
export function formatTime(value: string | number | Date | null | undefined): string {
  const date = readDate(value)
  if (!date) return ''
  return clockTime(date.getHours() * 60 + date.getMinutes())
}

/**
 * The one clock form (issue 36): 24-hour "HH:mm", every time on screen and every time entered
 * (components/ui/time-field). `minutes` after midnight; a whole day (24:00) is midnight, "00:00".
 */
export function clockTime(minutes: number): string {
  const inDay = ((Math.floor(minutes) % (24 * 60)) + 24 * 60) % (24 * 60)
  const two = (part: number) => String(part).padStart(2, '0')
  return `${two(Math.floor(inDay / 60))}:${two(inDay % 60)}`
}

/** HH:MM:SS of a duration, rounding up so it never shows 00:00:00 while time remains. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':')
}

/** `YYYY-MM-DD` of an instant in the viewer's own time zone (a session's day on the planner). */
export function localDayKey(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const two = (part: number) => String(part).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

/** The one range separator (issue 36: "-", "–" and " – " were all on screen): an en dash, spaced. */
export const RANGE_SEPARATOR = ' – '

/** "10:00 – 13:00": two times already in the clock form (a weekly range, "HH:mm" strings). */
export function clockRange(start: string, end: string): string {
  return `${start}${RANGE_SEPARATOR}${end}`
}

/** "04:30 – 05:15": the times of two moments in the viewer's own time. */
export function formatTimeRange(
  start: string | number | Date | null | undefined,
  end: string | number | Date | null | undefined,
): string {
  return clockRange(formatTime(start), formatTime(end))
}

/** "Fri 26 NOV 2026, 04:30 – 05:15": a call's day, start and end in the viewer's own time. */
export function formatDateTimeRange(
  start: string | number | Date,
  end: string | number | Date,
): string {
  return `${formatDateTime(start)}${RANGE_SEPARATOR}${formatTime(end)}`
}

/** "SEP 2021": a month-and-year value (an academic or work entry's start or end); '' if none. */
export function formatMonth(value: string | number | Date | null | undefined): string {
  const date = readDate(value)
  if (!date) return ''
  return `${shortMonthName(date.getUTCMonth()).toUpperCase()} ${date.getUTCFullYear()}`
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const UNITS: ReadonlyArray<readonly [suffix: string, ms: number]> = [
  ['y', 365 * DAY],
  ['mo', 30 * DAY],
  ['w', 7 * DAY],
  ['d', DAY],
  ['h', HOUR],
  ['m', MINUTE],
]

/** "Now" under a minute, else the largest whole unit: "5m", "3h", "2d", "1w", "4mo", "1y". */
export function relativeTime(value: string | number | Date, now: number = clockNow()): string {
  const at = value instanceof Date ? value.getTime() : new Date(value).getTime()
  if (Number.isNaN(at)) return ''
  const elapsed = Math.max(0, now - at)
  for (const [suffix, ms] of UNITS) if (elapsed >= ms) return `${Math.floor(elapsed / ms)}${suffix}`
  return 'Now'
}

/**
 * The moment relativeTime's text for `value` next changes after `now` ("Now" -> "1m" a minute
 * after, "59m" -> "1h", "4w" -> "1mo" at 30 days): the shared ticker wakes a relative time then.
 */
export function nextRelativeChange(value: string | number | Date, now: number): number {
  const at = value instanceof Date ? value.getTime() : new Date(value).getTime()
  if (Number.isNaN(at)) return Number.POSITIVE_INFINITY
  const elapsed = Math.max(0, now - at)
  let soonest = Number.POSITIVE_INFINITY
  for (const [, ms] of UNITS) {
    // The next whole count of the unit shown, or the moment a larger unit takes over; smaller
    // units do not change the text.
    soonest = Math.min(soonest, at + (Math.floor(elapsed / ms) + 1) * ms)
    if (elapsed >= ms) break
  }
  return soonest
}
