import type { UserRecord } from '../../db'
import { mockNow, mockNowMs } from '../../services/clock'

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

/** An instant as toISOString writes it (every date the mock stores): such strings sort as times. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * Newest first by an ISO date; records created in the same millisecond keep their reverse
 * insertion order (the later one is newer), as a real server's sort key would.
 *
 * Dates compare with localeCompare, none as ''. When every date is an ISO instant of one shape
 * (or none), a plain string comparison orders them the same way (they differ first at a digit),
 * several times faster: lists of thousands (the large scenario's students and activity) sort in
 * a millisecond.
 */
export function newestFirst<T>(
  items: readonly T[],
  date: (item: T) => string | null | undefined,
): T[] {
  const keyed: Array<{ item: T; key: string }> = []
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index] as T
    keyed.push({ item, key: date(item) ?? '' })
  }
  const compare = dateComparer(keyed.map(({ key }) => key))
  keyed.sort((a, b) => compare(b.key, a.key))
  return keyed.map(({ item }) => item)
}

/**
 * newestFirst(items, date).slice(0, count), without sorting everything: the activity log's first
 * page and the dashboard's last ten interactions come from thousands of entries.
 */
export function newestFirstTop<T>(
  items: readonly T[],
  date: (item: T) => string | null | undefined,
  count: number,
): T[] {
  // Keeping a long sorted top costs more than sorting.
  if (count > 256 || count * 4 >= items.length) return newestFirst(items, date).slice(0, count)
  const keys = items.map((item) => date(item) ?? '')
  const compare = dateComparer(keys)
  // newestFirst's order: the later date first; of equal dates, the later item.
  const before = (i: number, j: number) => {
    const compared = compare(keys[i] as string, keys[j] as string)
    return compared > 0 || (compared === 0 && i > j)
  }
  const top: number[] = []
  for (let index = 0; index < items.length; index++) {
    if (top.length === count && !before(index, top[count - 1] as number)) continue
    let low = 0
    let high = top.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (before(index, top[middle] as number)) high = middle
      else low = middle + 1
    }
    top.splice(low, 0, index)
    if (top.length > count) top.pop()
  }
  return top.map((index) => items[index] as T)
}

const plainCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const localeCompare = (a: string, b: string) => a.localeCompare(b)

/**
 * How to compare these dates (none as '') the way localeCompare does: as plain strings when every
 * one is an ISO instant of one shape (the first difference is then a digit, which both order
 * alike), else with localeCompare.
 */
export function dateComparer(dates: Iterable<string>): (a: string, b: string) => number {
  for (const date of dates) if (date !== '' && !ISO_INSTANT.test(date)) return localeCompare
  return plainCompare
}

export function daysSince(iso: string, now = mockNowMs()): number {
  return Math.floor((now - Date.parse(iso)) / DAY_MS)
}

/** Whole years between a date of birth and now (null without one). */
export function ageFrom(dateOfBirth: string | null | undefined, now = mockNow()): number | null {
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
