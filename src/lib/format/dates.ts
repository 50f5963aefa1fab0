/**
 * Dates as the spec shows them (part 1 section 9): day, short month, year in upper case for
 * en-GB ("23 NOV 2026"), short month, day, year for en-US ("Nov 23, 2026"); and relative times
 * "Now", then m, h, d, w, mo, y (a week, a 30-day month, a 365-day year).
 */
export type DateLocale = 'en-GB' | 'en-US'

export function formatDate(
  value: string | number | Date | null | undefined,
  locale: DateLocale = 'en-GB',
): string {
  if (value === null || value === undefined || value === '') return 'N/A'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return 'N/A'
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
  return locale === 'en-GB' ? text.toUpperCase() : text
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
export function relativeTime(value: string | number | Date, now: number = Date.now()): string {
  const at = value instanceof Date ? value.getTime() : new Date(value).getTime()
  if (Number.isNaN(at)) return ''
  const elapsed = Math.max(0, now - at)
  for (const [suffix, ms] of UNITS) if (elapsed >= ms) return `${Math.floor(elapsed / ms)}${suffix}`
  return 'Now'
}
