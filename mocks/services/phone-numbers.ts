import type { UserRecord } from '../db'
import { countryTable } from './country-table'

/**
 * A person's contact number as the API answers it: the contract's PhoneNumber, "+", the dial
 * code, then the national digits, however the record keeps it (the seed keeps the national
 * digits beside `countryCode`; a saved form and sign-up keep it whole).
 */
export function answeredPhoneNumber(user: UserRecord): string | null {
  const phone = user.phoneNumber?.trim()
  if (!phone) return null
  const { findCountryByName, withDialCode } = countryTable()
  const country = findCountryByName(user.country)
  return withDialCode(phone, user.countryCode ?? country?.dial_code ?? '', country) || null
}
