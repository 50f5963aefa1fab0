import type { ErrorResponse } from '@/api/generated/types.gen'

import { assertAnswerMatchesContract } from './contract'

/** Where the kit calls the mock backend (msw/node answers it; see server.ts). */
export const API_BASE = 'http://localhost/api/v1'

export type ApiMethod = 'GET' | 'POST' | 'get' | 'post'

export interface ApiOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string
  /** Sent as JSON, or as multipart/form-data when a FormData; omitted, the request has no body. */
  body?: unknown
}

export interface ApiAnswer<T> {
  status: number
  /**
   * The success shape asked for; error answers carry `message` (and `modifiedTime`). An answer
   * that is not JSON (a stored file) is its bytes, a Uint8Array.
   */
  body: T & Partial<ErrorResponse>
}

/**
 * A plain fetch against the mock backend, as the client would call it. Every answer, whatever
 * its status, must be one the contract declares for the operation: otherwise this throws and
 * the test fails. Error statuses are returned, not thrown, so tests can check them.
 */
export async function api<T = ErrorResponse>(
  method: ApiMethod,
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const multipart = options.body instanceof FormData
  // fetch writes the multipart content type itself, with its boundary.
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json'
  const response = await fetch(`${API_BASE}${path}`, {
    method: method.toUpperCase(),
    headers,
    body: multipart
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
  })
  const contentType = response.headers.get('content-type') ?? 'application/json'
  let body: unknown
  if (/json/i.test(contentType)) {
    const text = await response.text()
    body = text ? JSON.parse(text) : undefined
  } else {
    body = new Uint8Array(await response.arrayBuffer())
  }
  assertAnswerMatchesContract(method, path, response.status, body, contentType)
  return { status: response.status, body: body as T & Partial<ErrorResponse> }
}
