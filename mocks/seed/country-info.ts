import type { TimeZone } from '@/api/generated/types.gen'

/**
 * The countries seeded users live in: the full English name (what the country list shows), the
 * dial code, the mobile number length the country list checks, and some local colour. Its own
 * file so that the tables (countries-east.ts, countries-west.ts) and their union (countries.ts)
 * all import it without importing each other.
 */
export interface CountryInfo {
  name: string
  dialCode: string
  phoneLength: number
  /** How mobile numbers there begin (the rest of the digits are drawn). */
  mobileStarts: readonly string[]
  language: string
  timeZone: TimeZone
  /** City and the state or region it lies in. */
  cities: readonly (readonly [city: string, state: string])[]
  postcodeLength: number
  streets: readonly string[]
  schools: readonly string[]
  universities: readonly string[]
}
