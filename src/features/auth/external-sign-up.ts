import type { UpdateUserCountryRequest } from '@/api/auth/account'
import { findCountryByName } from '@/lib/countries'
import type { ExternalIdentity } from '@/lib/auth/external-identity'

import { toPhoneNumber, type ExternalSignUpForm, type ExternalSignUpInput } from './sign-up-schemas'

export interface LockedNames {
  firstName: boolean
  lastName: boolean
}

/** Names the identity provider supplied are locked in the form (spec part 1 section 4). */
export function lockedNames(identity: ExternalIdentity | null): LockedNames {
  return {
    firstName: Boolean(identity?.given_name?.trim()),
    lastName: Boolean(identity?.family_name_google?.trim()),
  }
}

/** The form pre-filled with what the provider supplied; the number without its dial code. */
export function externalSignUpDefaults(
  identity: ExternalIdentity | null,
): Omit<ExternalSignUpInput, 'accountType'> {
  const country = identity?.country_google ? findCountryByName(identity.country_google) : undefined
  const countryCode = identity?.country_code_google?.trim() || country?.dial_code || ''
  const phone = identity?.phone_number_google?.replace(/[\s-]/g, '') ?? ''
  const dial = countryCode.replace(/[\s-]/g, '')
  const contact = dial && phone.startsWith(dial) ? phone.slice(dial.length) : phone
  return {
    firstName: identity?.given_name?.trim() ?? '',
    lastName: identity?.family_name_google?.trim() ?? '',
    country: country?.name ?? '',
    countryCode,
    contact: contact.replace(/\D/g, ''),
    acceptTerms: false,
  }
}

/**
 * POST /auth/googleSignInSignUp/updateUserCountry payload (spec part 1 section 7). given_name
 * goes only when the provider supplied none (the contract's optional addition).
 */
export function toExternalSignUpRequest(
  values: ExternalSignUpForm,
  locked: LockedNames,
): UpdateUserCountryRequest {
  const lastName = values.lastName.trim()
  return {
    ...(locked.firstName ? {} : { given_name: values.firstName }),
    ...(lastName ? { family_name: lastName } : {}),
    country: values.country,
    role: values.accountType,
    phone_number: toPhoneNumber(values.countryCode, values.contact),
    country_code: values.countryCode,
    isAgree: true,
  }
}
