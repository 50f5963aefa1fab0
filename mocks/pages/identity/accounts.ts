import { db, type UserRecord } from '../../db'
import { demoAccounts } from '../../seed/demo-accounts'
import {
  googleUsers,
  needsSignUpDetails,
  type IdentityProfile,
} from '../../services/identity-provider'
import { findUserByEmail } from '../../services/relations'

/**
 * The accounts the mock provider's page offers, one per outcome the app must handle (spec part 1
 * section 8): returning google users, google users with an unfinished sign-up, an e-mail/password
 * account (error) and an account that shares no e-mail (error). "New person" is the form.
 */
export type IdentityAccountKind = 'returning' | 'unfinished' | 'password' | 'no-email'

export interface IdentityAccount {
  kind: IdentityAccountKind
  profile: IdentityProfile
}

function profileOf(user: UserRecord): IdentityProfile {
  return { givenName: user.firstName, familyName: user.lastName ?? '', email: user.email }
}

/** The accounts the page offers, one per outcome: signed-in google users first. */
export function listIdentityAccounts(limit = 3): IdentityAccount[] {
  const google = googleUsers()
  const returning = google.filter((user) => !needsSignUpDetails(user)).slice(0, limit)
  const unfinished = google.filter(needsSignUpDetails).slice(0, limit)
  const passwordUser =
    findUserByEmail(demoAccounts.student.email) ??
    db.users.findFirst((q) => q.where({ identityProvider: 'password', confirmed: true }))
  return [
    ...returning.map((user) => ({ kind: 'returning' as const, profile: profileOf(user) })),
    ...unfinished.map((user) => ({ kind: 'unfinished' as const, profile: profileOf(user) })),
    ...(passwordUser ? [{ kind: 'password' as const, profile: profileOf(passwordUser) }] : []),
    { kind: 'no-email', profile: { givenName: 'Private', familyName: 'Account', email: '' } },
  ]
}

const NAMES = [
  ['Alex', 'Rivera'],
  ['Priya', 'Nair'],
  ['Jonas', 'Weber'],
  ['Amara', 'Okafor'],
  ['Mei', 'Lin'],
] as const

/** A person the db does not know yet, to pre-fill "Use another account". */
export function suggestNewPerson(random: () => number = Math.random): IdentityProfile {
  for (;;) {
    const [givenName, familyName] = NAMES[Math.floor(random() * NAMES.length)] ?? NAMES[0]
    const number = Math.floor(random() * 9000) + 1000
    const email = `${givenName}.${familyName}.${number}@example.com`.toLowerCase()
    if (!findUserByEmail(email)) return { givenName, familyName, email }
  }
}
