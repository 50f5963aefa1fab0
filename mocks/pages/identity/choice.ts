import type { IdentityProfile } from '../../services/identity-provider'

/**
 * The identity provider page's form, as it posts: `email` names the account chosen by its
 * e-mail address ('' for the account that shares none, `new` for a new person, whose
 * attributes are the person fields), `cancel` is the Cancel button.
 */
export const CHOICE_FIELD = 'email'
export const NEW_PERSON = 'new'
export const CANCEL_FIELD = 'cancel'
export const PERSON_FIELDS = {
  givenName: 'givenName',
  familyName: 'familyName',
  email: 'personEmail',
} as const satisfies Record<keyof IdentityProfile, string>

/** The new person's attributes as posted. */
export function personOf(fields: URLSearchParams): IdentityProfile {
  return {
    givenName: fields.get(PERSON_FIELDS.givenName) ?? '',
    familyName: fields.get(PERSON_FIELDS.familyName) ?? '',
    email: fields.get(PERSON_FIELDS.email) ?? '',
  }
}
