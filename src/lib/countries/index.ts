// The country list (spec part 1 sections 3, 5 and 9): generated data, lookups and contact rules.
export type { Country } from './types'
export { countries } from './countries.gen'
export { countriesByDialCode, findCountryByCode, findCountryByName } from './lookup'
export {
  CONTACT_DIGITS_ONLY_MESSAGE,
  CONTACT_MIN_DIGITS_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  contactLengthMessage,
  contactNumberError,
  type ContactLengths,
  COUNTRY_CODE_MISMATCH_MESSAGE,
  countryCodeError,
  digitsOnly,
  MIN_CONTACT_DIGITS,
} from './contact-rules'
export { nationalDigits, readableNumber, withDialCode } from './phone-number'
