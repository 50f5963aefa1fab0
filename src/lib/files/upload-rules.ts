import type { UploadPurpose } from '@/api/generated/types.gen'
import {
  ATTACHMENT_MAX_BYTES,
  KYC_UPLOAD_MAX_BYTES,
  PROFILE_UPLOAD_MAX_BYTES,
} from '@/config/constants'

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

/**
 * A help request's attachment (spec part 2 sections 5 and 9): pdf, docx, png, jpg, jpeg or mp4
 * up to 5 MB. It travels inline as a data URL (openapi.yaml "File uploads (our design)"); the
 * mock backend answers 400 with the same texts.
 */
export const HELP_ATTACHMENT_RULE: UploadRule = {
  kinds: ['pdf', 'docx', 'png', 'jpeg', 'mp4'],
  maxBytes: ATTACHMENT_MAX_BYTES,
  typeMessage: 'Only PDF, DOCX, PNG, JPG, JPEG or MP4 files are allowed.',
  sizeMessage: 'File size should be less than 5 MB',
  accept: '.pdf,.docx,.png,.jpg,.jpeg,.mp4',
}

/** The file-name extensions each kind may carry (the mock backend checks the pair). */
export const EXTENSIONS_OF_KIND: Readonly<Record<SniffedKind, readonly string[]>> = {
  pdf: ['pdf'],
  docx: ['docx'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  mp4: ['mp4'],
}

/** checkUpload, and the file's name must end as its content says (a.png holding a PDF: no). */
export async function checkNamedUpload(file: File, rule: UploadRule): Promise<UploadCheck> {
  const check = await checkUpload(file, rule)
  if (!check.ok) return check
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!file.name.includes('.') || !EXTENSIONS_OF_KIND[check.kind].includes(extension))
    return { ok: false, message: rule.typeMessage }
  return check
}
