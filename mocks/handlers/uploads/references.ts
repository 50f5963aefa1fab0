import type { UploadPurpose } from '@/api/generated/types.gen'

import { db, type FileRecord, type UserRecord } from '../../db'
import { HttpError } from '../http'

/**
 * A profile save names its photo and KYC documents by the `fileId` of an earlier upload
 * (openapi.yaml "File uploads (our design)"). Only the caller's own upload for that purpose is
 * taken; anything else answers 400, the same for an unknown file and another user's, so that ids
 * cannot be probed.
 */
export const UPLOAD_REFERENCE_MESSAGES = {
  notFound: 'The uploaded file was not found. Please upload it again.',
  notAPhoto: 'This file was not uploaded as a profile photo.',
  notAKycDocument: 'This file was not uploaded as a KYC document.',
} as const

export function requireOwnUpload(
  user: UserRecord,
  fileId: string,
  purpose: UploadPurpose,
): FileRecord {
  const record = db.files.get(fileId)
  if (!record || record.userId !== user.id)
    throw new HttpError(400, UPLOAD_REFERENCE_MESSAGES.notFound)
  if (record.purpose !== purpose) {
    throw new HttpError(
      400,
      purpose === 'profile-photo'
        ? UPLOAD_REFERENCE_MESSAGES.notAPhoto
        : UPLOAD_REFERENCE_MESSAGES.notAKycDocument,
    )
  }
  return record
}
