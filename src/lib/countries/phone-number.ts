import { type ContactLengths, digitsOnly } from './contact-rules'

/**
 * A contact number with or without its dial code. The profile forms ask for the number beside a
 * box holding the code, yet people type it with the code too, and it is stored with it: with +91,
 * "6350795481", "916350795481" and "+916350795481" are one number. Part 2 section 5: "country
 * code prepended if missing"; after removing the code, the length must be the country's.
 */

/**
 * The national digits of `value`. The code is taken off when the value says it is there: a
 * leading "+", or a length that is the country's only once the code is removed. A number of the
 * country's own length is national as it is, even when it begins with the code's digits (Indian
 * mobiles begin with 6 to 9, so "9163507954" is one).
 */
export function nationalDigits(
  value: string,
  dialCode: string,
  lengths: ContactLengths = {},
): string {
  const digits = digitsOnly(value)
  const code = digitsOnly(dialCode)
  if (!code || !digits.startsWith(code) || digits.length === code.length) return digits
  const rest = digits.slice(code.length)
  if (value.trim().startsWith('+')) return rest
  const allowed = [lengths.mobile_number_length, lengths.landline_number_length]
  if (allowed.includes(digits.length)) return digits
  return allowed.includes(rest.length) ? rest : digits
}

/**
 * The number as it is saved (the contract's PhoneNumber, as sign-up sends it): "+", the dial
 * code, then the national digits, the code prepended only if it was missing. Empty stays empty.
 */
export function withDialCode(value: string, dialCode: string, lengths?: ContactLengths): string {
  const national = nationalDigits(value, dialCode, lengths)
  const code = digitsOnly(dialCode)
  return national && code ? `+${code}${national}` : national
}

/**
 * A saved number as people read it, its dial code apart: "+91 6350795481", whether it was kept
 * with the code ("+916350795481") or beside it ("6350795481" and "+91"). Never the code twice.
 */
export function readableNumber(value: string | null | undefined, dialCode?: string | null): string {
  const phone = (value ?? '').trim()
  const code = digitsOnly(dialCode ?? '')
  if (!phone) return ''
  const digits = digitsOnly(phone)
  if (phone.startsWith('+'))
    return code && digits.startsWith(code) && digits.length > code.length
      ? `+${code} ${digits.slice(code.length)}`
      : phone
  return code ? `+${code} ${phone}` : phone
}
