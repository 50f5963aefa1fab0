import { SESSION_SLOTS_DEFAULT_DAYS, SESSION_SLOTS_MAX_DAYS } from '@/config/constants'

import { HttpError } from '../http-error'
import { DAY_MS } from './slots'

/** The words of a slot range refused (getCatalystSlots, getAccountManagerSlots: 400). */
export const SLOT_RANGE_MESSAGES = {
  tooLong: `Ask for at most ${SESSION_SLOTS_MAX_DAYS} days of slots at a time.`,
  order: 'The end of the range must be after its start.',
} as const

/** The slot range asked for: from now and 14 days on by default, at most 31 days. */
export function slotRange(query: { from?: string; to?: string }, now: number) {
  const from = query.from ? Date.parse(query.from) : now
  const to = query.to ? Date.parse(query.to) : from + SESSION_SLOTS_DEFAULT_DAYS * DAY_MS
  if (to <= from) throw new HttpError(400, SLOT_RANGE_MESSAGES.order)
  if (to - from > SESSION_SLOTS_MAX_DAYS * DAY_MS)
    throw new HttpError(400, SLOT_RANGE_MESSAGES.tooLong)
  return { from, to, now }
}
