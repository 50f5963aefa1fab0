/** Every failed call surfaces as one ApiError (spec part 1 section 8 reads status and message). */
export type ApiErrorKind = 'http' | 'network' | 'contract'

export interface ApiErrorBody {
  message?: string
  modifiedTime?: string
  [key: string]: unknown
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null
  /** The server's JSON error body when there was one. */
  readonly body: ApiErrorBody | undefined
  /** Operation as `METHOD /path/{param}` from the contract, when known. */
  readonly operation: string | undefined

  constructor(init: {
    kind: ApiErrorKind
    status: number | null
    message: string
    body?: ApiErrorBody | undefined
    operation?: string | undefined
    cause?: unknown
  }) {
    super(init.message, { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.body = init.body
    this.operation = init.operation
  }

  /** The server's own message, if it sent one. */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' && this.body.message
      ? this.body.message
      : undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The contract's error body is a JSON object with a string `message`. Anything else a server or a
 * gateway in front of it may answer with (an HTML error page, plain text, an empty or truncated
 * body, a JSON string or list) is not shown to anyone: the status alone drives the handling
 * (401 ends the sign-in, 429 the cooldown) and the person reads the generic message.
 */
export function contractErrorBody(parsed: unknown): ApiErrorBody | undefined {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
  if (parsed instanceof Error) return undefined
  const { message } = parsed as { message?: unknown }
  return typeof message === 'string' ? (parsed as ApiErrorBody) : undefined
}
