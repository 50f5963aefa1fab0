import type { TimeZone } from '@/api/generated/types.gen'

import { eastCountries } from './countries-east'
import { westCountries } from './countries-west'

/**
 * The countries seeded users live in: the full English name (what the country list shows), the
 * dial code, the mobile number length the country list checks, and some local colour.
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

export const countries = { ...eastCountries, ...westCountries }

export type CountryKey = keyof typeof countries
