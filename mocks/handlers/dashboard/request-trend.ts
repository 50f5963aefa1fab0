import type { StudentRequestTrend } from '@/api/generated/types.gen'

import { linksOfCounsellor } from '../connections/connections'
import { HttpError } from '../http-error'
import { mockNowMs } from '../../services/clock'

/**
 * The smart dashboard's request chart (openapi.yaml getStudentRequestTrend; spec part 1
 * section 9: the last 6 months): the requests students sent the Catalyst in each calendar month
 * of the viewer's zone, whatever became of them since.
 */
export const TREND_MONTHS = 6

/** `YYYY-MM` of an instant in `timeZone`; 400 with the contract's words for an unknown zone. */
export function monthKeyer(timeZone: string): (instant: number | string) => string {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
  } catch {
    throw new HttpError(400, `Unknown time zone: ${timeZone}.`)
  }
  return (instant) => {
    const parts = format.formatToParts(new Date(instant))
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((entry) => entry.type === type)?.value ?? ''
    return `${part('year')}-${part('month')}`
  }
}

/** The `count` months up to and including `current` (`YYYY-MM`), oldest first. */
export function monthsUpTo(current: string, count = TREND_MONTHS): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index
    const total = year * 12 + (month - 1) - back
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`
  })
}

export function studentRequestTrend(
  counsellorId: string,
  timeZone: string,
  now = mockNowMs(),
): StudentRequestTrend['months'] {
  const keyOf = monthKeyer(timeZone)
  const months = monthsUpTo(keyOf(now))
  const counts = new Map(months.map((month) => [month, 0]))
  // Newest first: the walk stops at the first request older than the oldest month shown.
  for (const link of linksOfCounsellor(counsellorId, 'request')) {
    const month = keyOf(link.createdAt)
    if (month < months[0]!) break
    if (counts.has(month)) counts.set(month, counts.get(month)! + 1)
  }
  // The contract's six months, as its tuple: monthsUpTo names TREND_MONTHS of them.
  return months.map((month) => ({
    month,
    requests: counts.get(month)!,
  })) as StudentRequestTrend['months']
}
