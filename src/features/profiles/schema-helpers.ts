import { UTCDate } from '@date-fns/utc'
import * as z from 'zod/mini'

import { dayOfValue, isDayValueOrEmpty, unreadableDayMessage } from '@/lib/format/day-value'

/**
 * Pieces the profile schemas share. A stored day (an ISO date-time, or an ISO date), as midnight
 * UTC of its UTC day; null when empty or when it is text the date field could not read.
 */
export const day = (value: string | null | undefined): UTCDate | null => {
  const found = dayOfValue(value, 'date-time') ?? dayOfValue(value, 'date')
  return found ? new UTCDate(found.year, found.month, found.day) : null
}

export const text = z.string()
/** A day of the date field: empty, or a day it read (never the text it could not read). */
export const dayText = text.check(
  z.refine((value) => isDayValueOrEmpty(value, 'date-time'), {
    error: (issue) => unreadableDayMessage(typeof issue.input === 'string' ? issue.input : ''),
  }),
)
/** Cross-field checks run even while another field is invalid, so every message shows at once. */
export const ALWAYS = { when: () => true }
export const LETTERS_AND_SPACES = /^[A-Za-z ]*$/
export const HAS_LETTER = /[A-Za-z]/
export const DIGITS = /^\d+$/
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}
