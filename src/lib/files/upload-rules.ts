import type { UploadPurpose } from '@/api/generated/types.gen'
import { KYC_UPLOAD_MAX_BYTES, PROFILE_UPLOAD_MAX_BYTES } from '@/config/constants'

import { MIME_OF_KIND, sniffFileType, type SniffedKind } from './sniff'

/**
 * What each upload purpose takes, with the spec's messages (part 2 section 5). The client checks
 * a chosen file with these before sending it, and the mock backend refuses with the same rules and
 * texts (openapi.yaml "File uploads (our design)").
 */
export interface UploadRule {
  /** The kinds of file taken, decided by content (sniff.ts). */
  kinds: readonly SniffedKind[]
  maxBytes: number
  /** For a file of another kind. */
  typeMessage: string
  /** For a file over maxBytes. */
  sizeMessage: string
  /** For an `<input type="file" accept>`: a hint to the picker, not a check. */
  accept: string
}

export const UPLOAD_MESSAGES = {
  required: 'A file is required.',
  empty: 'The file is empty.',
} as const

export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadRule>> = {
  'profile-photo': {
    kinds: ['png', 'jpeg'],
    maxBytes: PROFILE_UPLOAD_MAX_BYTES,
    typeMessage: 'Only PNG, JPG and JPEG images are allowed.',
    sizeMessage: 'File size should be less than 2 MB',
    accept: '.png,.jpg,.jpeg,image/png,image/jpeg',
  },
  'kyc-document': {
    kinds: ['pdf', 'png', 'jpeg'],
    maxBytes: KYC_UPLOAD_MAX_BYTES,
    typeMessage: 'Invalid file type. Please upload JPG, JPEG, PNG, or PDF only.',
    sizeMessage: 'File size should be less than 5 MB',
    accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
  },
}

export type UploadCheck =
  { ok: true; kind: SniffedKind; mime: string } | { ok: false; message: string }

/**
 * Checks a file against a rule: its size first, from the file's metadata, so an oversized file is
 * refused without reading any of it; then its type, from its first bytes only.
 */
export async function checkUpload(file: Blob, rule: UploadRule): Promise<UploadCheck> {
  if (file.size === 0) return { ok: false, message: UPLOAD_MESSAGES.empty }
  if (file.size > rule.maxBytes) return { ok: false, message: rule.sizeMessage }
  const kind = await sniffFileType(file)
  if (!kind || !rule.kinds.includes(kind)) return { ok: false, message: rule.typeMessage }
  return { ok: true, kind, mime: MIME_OF_KIND[kind] }
}
