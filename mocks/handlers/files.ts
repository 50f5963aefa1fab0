import { HttpResponse, type HttpHandler } from 'msw'

import type { UploadFileResponse, UploadPurpose } from '@/api/generated/types.gen'
import { zGetFileContentPath, zGetFileContentQuery, zUploadPurpose } from '@/api/generated/zod.gen'
import { UPLOAD_WINDOW_MS, UPLOADS_PER_WINDOW } from '@/config/constants'
import { checkUpload, UPLOAD_MESSAGES, UPLOAD_RULES } from '@/lib/files/upload-rules'

import { db, type FileRecord, type UserRecord } from '../db'
import { apiBaseOf, checkFileLink, signFileLink } from '../services/file-links'
import { fileStore } from '../services/file-store'
import { newId, nowIso } from '../services/ids'
import { admit, throttleKey } from '../services/throttle'
import { HttpError, ok, operation, requireUser } from './http'
import { boundaryOf, parseMultipart } from './uploads/multipart'

/**
 * Uploads and their signed links (openapi.yaml "File uploads (our design)"): the profile photo and
 * KYC documents are stored here, and profile saves name them by `fileId`.
 */
export const FILE_MESSAGES = {
  tooMany: 'Too many uploads. Please try again in a few minutes.',
  notMultipart: 'Invalid request: the body must be multipart/form-data with purpose and file',
  badPurpose: 'Invalid request: purpose must be profile-photo or kyc-document',
  oneFile: 'Invalid request: send one file',
  linkInvalid: 'This file link is not valid.',
  linkExpired: 'This file link has expired.',
  notFound: 'File not found.',
} as const

/**
 * 20 uploads per user in 10 minutes, refused ones included; the 429 says when to retry. Checked
 * and counted as one step, so parallel uploads cannot all pass the check before any is counted.
 */
async function countUpload(user: UserRecord): Promise<void> {
  const refused = await admit(throttleKey('upload', user.id), {
    max: UPLOADS_PER_WINDOW,
    windowMs: UPLOAD_WINDOW_MS,
  })
  if (refused) throw new HttpError(429, FILE_MESSAGES.tooMany, refused)
}

interface Upload {
  purpose: UploadPurpose
  name: string
  data: Uint8Array<ArrayBuffer>
}

async function readUpload(request: Request): Promise<Upload> {
  const boundary = boundaryOf(request.headers.get('content-type') ?? '')
  if (!boundary) throw new HttpError(400, FILE_MESSAGES.notMultipart)
  const parts = parseMultipart(new Uint8Array(await request.arrayBuffer()), boundary)
  if (!parts) throw new HttpError(400, FILE_MESSAGES.notMultipart)
  const extra = parts.find((part) => part.name !== 'purpose' && part.name !== 'file')
  if (extra) throw new HttpError(400, `Invalid request: unexpected field ${extra.name}`)
  const purposes = parts.filter((part) => part.name === 'purpose' && part.filename === null)
  const purpose = zUploadPurpose.safeParse(
    purposes.length === 1 ? new TextDecoder().decode(purposes[0]?.data) : undefined,
  )
  if (!purpose.success) throw new HttpError(400, FILE_MESSAGES.badPurpose)
  const files = parts.filter((part) => part.name === 'file')
  if (files.length > 1) throw new HttpError(400, FILE_MESSAGES.oneFile)
  const [file] = files
  // A text field named `file` is no file either.
  if (!file || file.filename === null) throw new HttpError(400, UPLOAD_MESSAGES.required)
  return { purpose: purpose.data, name: file.filename, data: file.data }
}

const EXTENSION_OF: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
}

/** The uploaded name's last path segment without control characters, at most 255 characters. */
export function cleanFileName(name: string, mime: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return base.slice(0, 255) || `upload.${EXTENSION_OF[mime] ?? 'bin'}`
}

/** `inline` with the name: a quoted ASCII fallback and the exact name in RFC 5987 form. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `inline; filename="${fallback}"; filename*=UTF-8''${exact}`
}

async function storeUpload(user: UserRecord, upload: Upload, mime: string): Promise<FileRecord> {
  const id = `file-${newId()}`
  await fileStore().put(id, upload.data)
  return db.files.create({
    id,
    userId: user.id,
    purpose: upload.purpose,
    name: cleanFileName(upload.name, mime),
    mime,
    size: upload.data.byteLength,
    createdAt: nowIso(),
  })
}

export const fileHandlers: HttpHandler[] = [
  operation(
    'post',
    '/files/upload',
    { access: 'user', roles: ['student', 'counsellor'] },
    async (context) => {
      const user = requireUser(context)
      // Counted before the body is read: a flood is refused without reading what it sends.
      await countUpload(user)
      const upload = await readUpload(context.request)
      // The size first, then the type from the first bytes (the same rules as the client's).
      const check = await checkUpload(new Blob([upload.data]), UPLOAD_RULES[upload.purpose])
      if (!check.ok) throw new HttpError(400, check.message)
      const record = await storeUpload(user, upload, check.mime)
      const link = await signFileLink(record.id, apiBaseOf(context.request))
      return ok<UploadFileResponse>(
        {
          success: {
            fileId: record.id,
            name: record.name,
            mime: check.mime as UploadFileResponse['success']['mime'],
            size: record.size,
            url: link.url,
            expiresAt: link.expiresAt,
          },
        },
        201,
      )
    },
  ),

  operation(
    'get',
    '/files/{fileId}/content',
    { access: 'public', params: zGetFileContentPath, query: zGetFileContentQuery },
    async (context) => {
      const { fileId } = context.params
      const { expires, signature } = context.query
      // The signature first: a bad link learns nothing, not even whether the file exists.
      const check = await checkFileLink(fileId, expires, signature)
      if (check === 'invalid') throw new HttpError(403, FILE_MESSAGES.linkInvalid)
      if (check === 'expired') throw new HttpError(403, FILE_MESSAGES.linkExpired)
      const record = db.files.get(fileId)
      const bytes = record && (await fileStore().get(fileId))
      if (!record || !bytes) throw new HttpError(404, FILE_MESSAGES.notFound)
      const secondsLeft = Math.max(0, Math.floor(expires - Date.now() / 1000))
      return new HttpResponse(bytes, {
        status: 200,
        headers: {
          'Content-Type': record.mime,
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': contentDisposition(record.name),
          'Cache-Control': `private, max-age=${secondsLeft}`,
          // The type was decided from the content at upload; browsers must not guess another.
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  ),
]
