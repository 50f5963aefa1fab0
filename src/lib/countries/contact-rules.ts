import type { Country } from './types'

/** Spec part 1 sections 5 and 9: contact numbers have at least this many digits. */
export const MIN_CONTACT_DIGITS = 6

export const CONTACT_REQUIRED_MESSAGE = 'Contact number is required'
export const CONTACT_DIGITS_ONLY_MESSAGE = 'Contact number must contain only digits'
export const CONTACT_MIN_DIGITS_MESSAGE = `Contact number must be at least ${MIN_CONTACT_DIGITS} digits`
export const COUNTRY_CODE_MISMATCH_MESSAGE = 'Country code does not match selected country'

/** The lengths the country-aware check reads; any `Country` fits. */
export type ContactLengths = Partial<
  Pick<Country, 'mobile_number_length' | 'landline_number_length'>
>

/** Keeps the ASCII digits of a value, e.g. to clean a pasted "+91 98765-43210". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** The spec's length message; null when neither length is known. */
export function contactLengthMessage(lengths: ContactLengths): string | null {
  const { mobile_number_length: mobile, landline_number_length: landline } = lengths
  const hasLandline = landline !== undefined && landline !== mobile
  if (mobile !== undefined && hasLandline)
    return `Invalid contact number length ( should be ${mobile} for mobile or should be ${landline} for landline)`
  if (mobile !== undefined) return `Invalid contact number length ( should be ${mobile} for mobile)`
  if (landline !== undefined)
    return `Invalid contact number length ( should be ${landline} for landline)`
  return null
}

/**
 * The first failing contact rule, in the spec's order: required, digits only, at least 6 digits,
 * then (with a country) the digit count must equal its mobile or landline length. Null if valid.
 * Surrounding whitespace counts as empty for "required"; any other non-digit fails "digits only".
 */
export function contactNumberError(
  country: ContactLengths | undefined,
  contact: string,
): string | null {
  if (contact.trim() === '') return CONTACT_REQUIRED_MESSAGE
  if (!/^\d+$/.test(contact)) return CONTACT_DIGITS_ONLY_MESSAGE
  if (contact.length < MIN_CONTACT_DIGITS) return CONTACT_MIN_DIGITS_MESSAGE
  if (!country) return null
  const allowed = [country.mobile_number_length, country.landline_number_length]
  if (allowed.includes(contact.length)) return null
  return contactLengthMessage(country)
}

/**
 * The country code must equal the selected country's dial code. Null when it does, and when no
 * country is selected yet (the country field reports that itself).
 */
export function countryCodeError(
  country: Pick<Country, 'dial_code'> | undefined,
  dialCode: string,
): string | null {
  if (!country) return null
  return dialCode.trim() === country.dial_code ? null : COUNTRY_CODE_MISMATCH_MESSAGE
}
