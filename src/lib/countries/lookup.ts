import { countries } from './countries.gen'
import type { Country } from './types'

/** Case- and accent-insensitive key: "Åland" and "aland" meet, as do "Curaçao" and "CURACAO". */
const nameKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

const byCode = new Map(countries.map((country) => [country.code, country]))
const byName = new Map(countries.map((country) => [nameKey(country.name), country]))

/** The country with this ISO 3166-1 alpha-2 code (any case), if listed. */
export function findCountryByCode(code: string): Country | undefined {
  return byCode.get(code.trim().toUpperCase())
}

/** The country with this English name, ignoring case and accents. */
export function findCountryByName(name: string): Country | undefined {
  return byName.get(nameKey(name))
}

/**
 * Every country that uses this calling code, in list order. Shared codes give several: "+1" is
 * the whole North American Numbering Plan, "+44" includes Guernsey, Jersey and the Isle of Man.
 * Accepts "+91", "91" or " +91 ".
 */
export function countriesByDialCode(dial: string): readonly Country[] {
  const digits = dial.trim().replace(/^\+/, '')
  if (!/^\d+$/.test(digits)) return []
  return countries.filter((country) => country.dial_code === `+${digits}`)
}
