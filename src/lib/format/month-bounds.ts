import { nowDate } from '@/lib/clock'
import { UTCDate } from '@date-fns/utc'
import { addYears, isAfter, isBefore, isValid, startOfMonth, subYears } from 'date-fns'

import { formatMonth } from './dates'

/**
 * Month/year values of the profiles (spec part 2 section 5, "Date pickers"). The contract keeps
 * them as ISO date-times; a picked month is its first day at midnight UTC, so every time zone
 * reads the same month back. All arithmetic is date-fns on UTC dates.
 */
export type MonthValue = string

/** The first day of the month of an ISO date (or Date), in UTC; null when unreadable. */
export function monthOf(value: string | Date | null | undefined): UTCDate | null {
  if (value === null || value === undefined || value === '') return null
  const date = new UTCDate(value instanceof Date ? value.getTime() : value)
  return isValid(date) ? startOfMonth(date) : null
}

/** The ISO value stored for a month: "2024-03-01T00:00:00.000Z". */
export function monthValue(year: number, monthIndex: number): MonthValue {
  return new UTCDate(year, monthIndex, 1).toISOString()
}

/** "MAR 2024" (the picker's button and the profile's timelines), as dates.ts writes a month. */
export function monthLabel(value: string | Date | null | undefined): string {
  const month = monthOf(value)
  return month ? formatMonth(month) : ''
}

/** Inclusive month bounds of a picker; either side may be open. */
export interface MonthBounds {
  min: UTCDate | null
  max: UTCDate | null
}

function earlier(a: UTCDate | null, b: UTCDate): UTCDate {
  return a && isBefore(a, b) ? a : b
}

/**
 * A start month: not after the end month nor today; not before the month ten years after the
 * birth date or, without one, 90 years back.
 */
export function startMonthBounds({
  end,
  birthDate,
  today = nowDate(),
}: {
  end?: string | null
  birthDate?: string | null
  today?: Date
}): MonthBounds {
  const now = monthOf(today) as UTCDate
  const birth = monthOf(birthDate)
  return {
    min: birth ? addYears(birth, 10) : subYears(now, 90),
    max: earlier(monthOf(end), now),
  }
}

/**
 * An end month: not before the start month; not after today for work, or 7 years ahead for
 * academic entries (a course still under way).
 */
export function endMonthBounds({
  start,
  kind,
  today = nowDate(),
}: {
  start?: string | null
  kind: 'work' | 'academic'
  today?: Date
}): MonthBounds {
  const now = monthOf(today) as UTCDate
  return { min: monthOf(start), max: kind === 'work' ? now : addYears(now, 7) }
}

/** Whether a month lies within the bounds (inclusive, by month). */
export function isMonthAllowed(month: Date, { min, max }: MonthBounds): boolean {
  const first = monthOf(month)
  if (!first) return false
  return !(min && isBefore(first, min)) && !(max && isAfter(first, max))
}
