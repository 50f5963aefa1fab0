import { absoluteApiBaseUrl, env } from '@/config/env'

import { currentAccessToken } from '../access-token'
import { ApiError, contractErrorBody } from '../api-error'
import { checkAnswer } from '../contract-check'
import type { UploadedFile, UploadFileResponse, UploadPurpose } from '../generated/types.gen'

export type { UploadedFile, UploadPurpose }

/**
 * POST /files/upload (openapi.yaml "File uploads (our design)"): one file, sent as
 * multipart/form-data with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch, and so ky, cannot yet without streaming request bodies, which need HTTP/2 and are not
 * everywhere). Everything else matches the API client (client.ts): the same base URL and bearer
 * token, answers checked against the contract in development and tests, and every failure an
 * ApiError. No retries and no UI side effects: a 401 ends the sign-in through the query client,
 * like any call's, when the upload runs as a mutation (use-file-upload.ts).
 */
export const UPLOAD_OPERATION = 'POST /files/upload'

/**
 * An upload not answered within this long has failed (a network error). XMLHttpRequest times the
 * whole request, so it allows 5 MB at about 20 KB/s.
 */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000

export interface UploadProgress {
  /** Bytes of the request sent so far (the multipart body, a little more than the file). */
  loaded: number
  total: number
  /** 0 to 100, rounded down, so 100 means everything was sent. */
  percent: number
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal
}

/** A cancelled upload's rejection: nothing failed, so nothing needs saying. */
export function isAbortError(error: unknown): error is DOMException {
  return error instanceof DOMException && error.name === 'AbortError'
}

function abortError(signal: AbortSignal | undefined): DOMException {
  const reason: unknown = signal?.reason
  return isAbortError(reason) ? reason : new DOMException('The upload was cancelled.', 'AbortError')
}

function networkError(cause: string): ApiError {
  return new ApiError({
    kind: 'network',
    status: null,
    message: 'Network error or no response from server',
    operation: UPLOAD_OPERATION,
    cause: new Error(cause),
  })
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

async function answerOf(xhr: XMLHttpRequest): Promise<UploadedFile> {
  const body = parse(typeof xhr.response === 'string' ? xhr.response : '')
  if (xhr.status >= 200 && xhr.status < 300) {
    const success = (body as Partial<UploadFileResponse> | undefined)?.success
    if (!success) {
      throw new ApiError({
        kind: 'contract',
        status: xhr.status,
        message: `Response of ${UPLOAD_OPERATION} could not be read`,
        operation: UPLOAD_OPERATION,
      })
    }
    await checkAnswer(UPLOAD_OPERATION, body)
    return success
  }
  const error = contractErrorBody(body)
  throw new ApiError({
    kind: 'http',
    status: xhr.status,
    message: error?.message || `Request failed with status ${xhr.status}`,
    body: error,
    operation: UPLOAD_OPERATION,
  })
}

/**
 * Uploads `file` for `purpose`; resolves with the stored file's reference and signed link.
 * The server checks size and type again (src/lib/files/upload-rules.ts has the same rules, to
 * check before sending).
 */
export function uploadFile(
  file: Blob,
  purpose: UploadPurpose,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal))
      return
    }
    const xhr = new XMLHttpRequest()
    const abort = () => xhr.abort()
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort)
      outcome()
    }
    xhr.open('POST', `${absoluteApiBaseUrl(env.apiBaseUrl)}/files/upload`)
    xhr.responseType = 'text'
    xhr.timeout = UPLOAD_TIMEOUT_MS
    xhr.setRequestHeader('Accept', 'application/json')
    const token = currentAccessToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable || event.total === 0) return
        const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100))
        onProgress({ loaded: event.loaded, total: event.total, percent })
      })
    }
    xhr.addEventListener('load', () => {
      answerOf(xhr).then(
        (uploaded) => settle(() => resolve(uploaded)),
        (error: Error) => settle(() => reject(error)),
      )
    })
    xhr.addEventListener('error', () => settle(() => reject(networkError('The upload failed'))))
    xhr.addEventListener('timeout', () =>
      settle(() => reject(networkError('The upload timed out'))),
    )
    xhr.addEventListener('abort', () => settle(() => reject(abortError(signal))))
    signal?.addEventListener('abort', abort, { once: true })

    // The purpose first: a server that streams the body knows the limit before the file.
    const form = new FormData()
    form.append('purpose', purpose)
    if (file instanceof File) form.append('file', file)
    else form.append('file', file, 'upload')
    xhr.send(form)
  })
}
