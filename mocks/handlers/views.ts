import type { CurrentUser } from '@/api/generated/types.gen'

import type { UserRecord } from '../db'
import { kycView, pictureFrom, type FileLinks } from './uploads/links'

/**
 * The contract's CurrentUser view of a user record: credentials and account state stay private.
 * `links` holds the signed links of the user's uploads (uploads/links.ts, filesShownTo), which
 * become `profileImg` and the KYC documents' `signed_url`.
 */
export function toCurrentUser(user: UserRecord, links: FileLinks): CurrentUser {
  const {
    password: _password,
    confirmed: _confirmed,
    identityProvider: _identityProvider,
    createdAt: _createdAt,
    lastSeen: _lastSeen,
    pictureFileId,
    kycDocs,
    ...profile
  } = user
  return {
    ...profile,
    ...(pictureFileId ? { profileImg: pictureFrom(links)(user) } : {}),
    ...(kycDocs ? { kycDocs: kycView(kycDocs, links) } : {}),
  }
}
