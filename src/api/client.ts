import { absoluteApiBaseUrl, env } from '@/config/env'

import { currentAccessToken } from './access-token'
import { ApiError, type ApiErrorBody } from './api-error'
import { client } from './generated/client.gen'

export { ApiError, isApiError } from './api-error'
export { setAccessTokenGetter } from './access-token'

/**
 * The one HTTP client: the generated ky client, configured here. It sets the base URL, adds the
 * bearer token, validates answers against the contract in development and tests, and turns every
 * failure into an ApiError. It has no UI side effects: toasts and 401 handling live in the app's
 * query client and the session.
 */
type ContractViolationHandler = (error: ApiError) => void
/** Tests turn contract violations into failures; development logs them. */
let onContractViolation: ContractViolationHandler = (error) => {
  console.error(error.message, error.cause)
}
export function setContractViolationHandler(handler: ContractViolationHandler): void {
  onContractViolation = handler
}

export function configureApiClient(baseUrl: string = env.apiBaseUrl): void {
  client.setConfig({
    baseUrl: absoluteApiBaseUrl(baseUrl),
    // react-query owns retries; ky must not retry behind its back.
    retry: 0,
    // ky 2 reads the body of an HTTPError itself, so the generated client could no longer parse
    // it: let failed answers through as responses and turn them into ApiError below.
    kyOptions: { timeout: 30_000, throwHttpErrors: false },
    auth: () => currentAccessToken() ?? undefined,
  })
}

function operationOf(request: Request | undefined, url: unknown): string | undefined {
  if (!request) return undefined
  return `${request.method} ${typeof url === 'string' ? url : new URL(request.url).pathname}`
}

type ResponseSchema = { parseAsync(data: unknown): Promise<unknown> }
let validators: Promise<Readonly<Record<string, ResponseSchema>>> | undefined
/** The contract's answer schemas, loaded on the first call so that zod never reaches production. */
function responseSchemaFor(operation: string): Promise<ResponseSchema | undefined> {
  validators ??= import('./response-validators.gen').then((m) => m.responseValidators)
  return validators.then((table) => table[operation])
}

client.interceptors.request.use((request, options) => {
  // Production trusts the server: the contract is enforced in development and tests. Read from
  // import.meta.env directly so that the build drops the schemas (and zod) from production.
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'test') return request
  const operation = `${options.method ?? 'GET'} ${String(options.url)}`
  options.responseValidator = async (data: unknown) => {
    try {
      const schema = await responseSchemaFor(operation)
      if (!schema) throw new Error(`${operation} is not an operation of the contract`)
      await schema.parseAsync(data)
    } catch (cause) {
      onContractViolation(
        new ApiError({
          kind: 'contract',
          status: null,
          message: `Response of ${operationOf(request, options.url)} does not match the contract`,
          operation: operationOf(request, options.url),
          cause,
        }),
      )
    }
  }
  return request
})

/**
 * The contract's error body is a JSON object with a string `message`. Anything else a server or a
 * gateway in front of it may answer with (an HTML error page, plain text, an empty or truncated
 * body, a JSON string or list) is not shown to anyone: the status alone drives the handling
 * (401 ends the session, 429 the cooldown) and the person reads the generic message.
 */
export function contractErrorBody(parsed: unknown): ApiErrorBody | undefined {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
  if (parsed instanceof Error) return undefined
  const { message } = parsed as { message?: unknown }
  return typeof message === 'string' ? (parsed as ApiErrorBody) : undefined
}

client.interceptors.error.use((error, response, request, options) => {
  if (error instanceof ApiError) return error
  const operation = operationOf(request, options?.url)
  if (!response) {
    return new ApiError({
      kind: 'network',
      status: null,
      message: 'Network error or no response from server',
      operation,
      cause: error,
    })
  }
  if (response.ok) {
    // A success status whose body could not be read (truncated or not JSON): a broken answer.
    return new ApiError({
      kind: 'contract',
      status: response.status,
      message: `Response of ${operation ?? 'the call'} could not be read`,
      operation,
      cause: error,
    })
  }
  const body = contractErrorBody(error)
  return new ApiError({
    kind: 'http',
    status: response.status,
    message: body?.message || `Request failed with status ${response.status}`,
    body,
    operation,
  })
})

configureApiClient()

export { client as apiClient }
