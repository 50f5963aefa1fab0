import { UTCDate } from '@date-fns/utc'
import { isValid } from 'date-fns'
import * as z from 'zod/mini'

/** Pieces the profile schemas share. A stored date (ISO), read as a UTC date; null if unreadable. */
export const day = (value: string | null | undefined): UTCDate | null => {
  if (!value) return null
  const date = new UTCDate(value)
  return isValid(date) ? date : null
}

export const text = z.string()
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
