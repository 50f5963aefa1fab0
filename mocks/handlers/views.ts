import type { CurrentUser } from '@/api/generated/types.gen'

import type { UserRecord } from '../db'

/** The contract's CurrentUser view of a user record: credentials and account state stay private. */
export function toCurrentUser(user: UserRecord): CurrentUser {
  const {
    password: _password,
    confirmed: _confirmed,
    identityProvider: _identityProvider,
    createdAt: _createdAt,
    lastSeen: _lastSeen,
    ...profile
  } = user
  return profile
}
