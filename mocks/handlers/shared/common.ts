import type { UserRecord } from '../../db'

/** Small helpers shared by the handlers (accounts, invitations, dashboard, chat). */
export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS

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

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase())
}

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === ''
}

export function fullName(user: Pick<UserRecord, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => !isBlank(part)).join(' ')
}

/**
 * Newest first by an ISO date; records created in the same millisecond keep their reverse
 * insertion order (the later one is newer), as a real server's sort key would.
 */
export function newestFirst<T>(
  items: readonly T[],
  date: (item: T) => string | null | undefined,
): T[] {
  return [...items].reverse().sort((a, b) => (date(b) ?? '').localeCompare(date(a) ?? ''))
}

export function daysSince(iso: string, now = Date.now()): number {
  return Math.floor((now - Date.parse(iso)) / DAY_MS)
}

/** Whole years between a date of birth and now (null without one). */
export function ageFrom(dateOfBirth: string | null | undefined, now = new Date()): number | null {
  if (!dateOfBirth) return null
  const birth = new Date(dateOfBirth)
  let age = now.getUTCFullYear() - birth.getUTCFullYear()
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

/** The latest of some optional ISO dates. */
export function latestIso(...dates: Array<string | null | undefined>): string | null {
  return (
    dates
      .filter((date): date is string => Boolean(date))
      .sort()
      .at(-1) ?? null
  )
}

export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100)
}
