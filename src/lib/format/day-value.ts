import { nowDate } from '@/lib/clock'
import { formatDate, MONTH_NAMES } from './dates'

/**
 * A calendar day as a form holds it, and as a person types it (components/ui/date-field.tsx).
 *
 * A form keeps a day in the format its API takes, which the date field never changes:
 * - `date`: "2021-04-12" (a hub application's date answer, a booking's day);
 * - `date-time`: "2021-04-12T00:00:00.000Z", midnight UTC (the profiles' birth date,
 *   certification date, KYC issue and expiry dates, as openapi.yaml stores them).
 * An empty field holds ''. Text that reads as no day is held as typed, so the form's schema can
 * refuse it with unreadableDayMessage (it is never sent: no value of either format looks like it).
 */
export type DayFormat = 'date' | 'date-time'

/** A day of the proleptic Gregorian calendar; `month` is 0 to 11. */
export interface Day {
  year: number
  month: number
  day: number
}

/**
 * A day written in the one date form (formatDate, issue 36: the placeholder "DD/MM/YYYY" showed
 * another form than the field shows once left): the date field's example.
 */
export const DAY_EXAMPLE = formatDate('2026-11-21T00:00:00.000Z')
/** The date field's placeholder: an example in the one form. */
export const DAY_PLACEHOLDER = `e.g. ${DAY_EXAMPLE}`
/** What a form says of text that reads as no day (the field's placeholder shows the form). */
export const UNREADABLE_DAY = `Enter a date like ${DAY_EXAMPLE}`
/** ...and of a day written the right way that does not exist ("31/02/2021"). */
export const NO_SUCH_DAY = 'There is no such date: check the day and the month'

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

function isRealDay({ year, month, day }: Day): boolean {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return false
  if (!Number.isInteger(month) || month < 0 || month > 11) return false
  const date = new Date(Date.UTC(year, month, day))
  return date.getUTCMonth() === month && date.getUTCDate() === day
}

function dayOf(year: number, month: number, day: number): Day | null {
  const candidate = { year, month, day }
  return isRealDay(candidate) ? candidate : null
}

/** "sep", "sept" and "september" are September; null for no month. */
function monthFromName(name: string): number | null {
  const word = name.toLowerCase().replace(/\.$/, '')
  if (word.length < 3) return null
  const index = MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase()
    return full.startsWith(word) || (word === 'sept' && full === 'september')
  })
  return index < 0 ? null : index
}

const NUMERIC_DMY = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const WORDED_DMY = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+\.?)[\s,-]+(\d{4})$/i
const WORDED_MDY = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i

/**
 * The day a person typed, or null. Read as the product's en-GB dates are written: day first
 * ("12/04/2021", "12.4.2021", "12 Apr 2021", "12 APR 2021"); also the ISO form ("2021-04-12") and
 * a month written first as a word ("Apr 12, 2021"), which cannot be misread. The year has four
 * digits and the day must exist (no 31/02).
 */
export function parseDayText(text: string): Day | null {
  const input = text.trim()
  let match = NUMERIC_DMY.exec(input)
  if (match) return dayOf(Number(match[3]), Number(match[2]) - 1, Number(match[1]))
  match = ISO_DAY.exec(input)
  if (match) return dayOf(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  match = WORDED_DMY.exec(input)
  if (match) {
    const month = monthFromName(match[2]!)
    return month === null ? null : dayOf(Number(match[3]), month, Number(match[1]))
  }
  match = WORDED_MDY.exec(input)
  if (match) {
    const month = monthFromName(match[1]!)
    return month === null ? null : dayOf(Number(match[3]), month, Number(match[2]))
  }
  return null
}

/** The message for typed text that reads as no day: written wrongly, or a day that is not. */
export function unreadableDayMessage(text: string): string {
  const input = text.trim()
  const numeric = NUMERIC_DMY.test(input) || ISO_DAY.test(input)
  const worded = [WORDED_DMY.exec(input)?.[2], WORDED_MDY.exec(input)?.[1]].some(
    (name) => name !== undefined && monthFromName(name) !== null,
  )
  return numeric || worded ? NO_SUCH_DAY : UNREADABLE_DAY
}

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

/**
 * The day a form value holds, or null ('' and unreadable text). A date-time is read on its UTC
 * day, as formatDate shows it.
 */
export function dayOfValue(value: string | null | undefined, format: DayFormat): Day | null {
  if (!value) return null
  if (format === 'date') {
    const match = DATE_VALUE.exec(value)
    return match ? dayOf(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
  }
  if (!DATE_TIME_VALUE.test(value)) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
}

/** The form value of a day: "2021-04-12", or "2021-04-12T00:00:00.000Z" (midnight UTC). */
export function valueOfDay(day: Day, format: DayFormat): string {
  const date = `${pad(day.year, 4)}-${pad(day.month + 1)}-${pad(day.day)}`
  return format === 'date' ? date : `${date}T00:00:00.000Z`
}

/** Whether a form value is '' or a day: a schema's check that no unreadable text is sent. */
export function isDayValueOrEmpty(value: string | null | undefined, format: DayFormat): boolean {
  return !value || dayOfValue(value, format) !== null
}

/** How a field shows its day: as every list does ("12 APR 2021"). */
export function dayText(day: Day): string {
  return formatDate(new Date(Date.UTC(day.year, day.month, day.day)))
}

/** The person's today, as a day (their calendar, not UTC's). */
export function today(now: Date = nowDate()): Day {
  return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() }
}

/** -1, 0 or 1 as `a` is before, the same as or after `b`. */
export function compareDays(a: Day, b: Day): number {
  return Math.sign(a.year - b.year || a.month - b.month || a.day - b.day)
}

/** A local Date at midnight of the day, for the calendar (which works in local time). */
export function localDateOfDay(day: Day): Date {
  const date = new Date(day.year, day.month, day.day)
  // Years 0 to 99 would be read as 1900 to 1999.
  date.setFullYear(day.year)
  return date
}

export function dayOfLocalDate(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }
}
