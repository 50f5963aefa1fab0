import type { UploadedFile, UploadPurpose } from '@/api/generated/types.gen'

import { api } from './api'
import { assertAnswerMatchesContract } from './contract'

/** Files for upload tests: real signatures at the start, padding after. */
export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]
export const PDF_HEAD = [...new TextEncoder().encode('%PDF-1.4\n')]

/** A file of `size` bytes (64 by default) starting with `head`. */
export function fileOf(head: readonly number[], name: string, size = 64, type = ''): File {
  const bytes = new Uint8Array(size)
  bytes.set(head.slice(0, size))
  return new File([bytes], name, { type })
}

export const pngFile = (name = 'portrait.png', size?: number) => fileOf(PNG_HEAD, name, size)
export const pdfFile = (name = 'passport.pdf', size?: number) => fileOf(PDF_HEAD, name, size)

/** The multipart body of `uploadFile`, purpose first. */
export function uploadForm(purpose: string, file?: File | string): FormData {
  const form = new FormData()
  form.append('purpose', purpose)
  if (file !== undefined) form.append('file', file)
  return form
}

/** Uploads through the API as the token's user; fails the test unless it is stored. */
export async function upload(
  token: string,
  purpose: UploadPurpose,
  file: File = purpose === 'profile-photo' ? pngFile() : pdfFile(),
): Promise<UploadedFile> {
  const answer = await api<{ success: UploadedFile }>('POST', '/files/upload', {
    token,
    body: uploadForm(purpose, file),
  })
  if (answer.status !== 201) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`)
  return answer.body.success
}

/** The `getFileContent` call of a signed URL: path and query as the contract names them. */
export function linkParts(url: string): {
  path: { fileId: string }
  query: { expires: number; signature: string }
} {
  const parsed = new URL(url)
  const fileId = decodeURIComponent(/\/files\/([^/]+)\/content$/.exec(parsed.pathname)?.[1] ?? '')
  return {
    path: { fileId },
    query: {
      expires: Number(parsed.searchParams.get('expires')),
      signature: parsed.searchParams.get('signature') ?? '',
    },
  }
}

export interface OpenedLink {
  status: number
  headers: Headers
  /** The bytes of a file answer; undefined for an error. */
  bytes: Uint8Array | undefined
  /** The message of an error answer. */
  message: string | undefined
}

/**
 * Opens a signed URL as `<img src>` would: the URL as it is, no token. The answer must be one the
 * contract declares for getFileContent, or this throws.
 */
export async function openLink(url: string): Promise<OpenedLink> {
  const response = await fetch(url)
  const type = response.headers.get('content-type') ?? ''
  if (/json/.test(type)) {
    const body = (await response.json()) as { message?: string }
    assertAnswerMatchesContract('GET', url, response.status, body, type)
    return {
      status: response.status,
      headers: response.headers,
      bytes: undefined,
      message: body.message,
    }
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  assertAnswerMatchesContract('GET', url, response.status, bytes, type)
  return { status: response.status, headers: response.headers, bytes, message: undefined }
}
