import { absoluteApiBaseUrl, env } from '@/config/env'

import { currentAccessToken } from './access-token'
import { ApiError, contractErrorBody } from './api-error'
import { checkAnswer } from './contract-check'
import { client } from './generated/client.gen'

export { ApiError, contractErrorBody, isApiError } from './api-error'
export { setAccessTokenGetter } from './access-token'
export { setContractViolationHandler } from './contract-check'

/**
 * The one HTTP client: the generated ky client, configured here. It sets the base URL, adds the
 * bearer token, validates answers against the contract in development and tests, and turns every
 * failure into an ApiError. It has no UI side effects: toasts and 401 handling live in the app's
 * query client and the sign-in (src/lib/auth).
 */
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

client.interceptors.request.use((request, options) => {
  // Production trusts the server: the contract is enforced in development and tests. Read from
  // import.meta.env directly so that the build drops the schemas (and zod) from production.
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'test') return request
  const operation = `${options.method ?? 'GET'} ${String(options.url)}`
  options.responseValidator = (data: unknown) =>
    checkAnswer(operation, data, operationOf(request, options.url))
  return request
})

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
