import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GENERIC_ERROR_MESSAGE, userMessageFor } from '@/lib/error-messages'

import { ApiError } from './api-error'
import { setAccessTokenGetter, setContractViolationHandler } from './client'
import { getStudentNotes, getUserProfileInfo, signIn } from './generated/sdk.gen'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const credentials = { email: 'a@b.co', password: 'Secret#123', keep_me_signed_in: false }

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error })
  }
  throw new Error('expected the call to fail')
}

describe('the API client', () => {
  it('turns an error answer into an ApiError with the status and server message', async () => {
    server.use(
      http.post('*/api/v1/auth/signin', () =>
        HttpResponse.json({ message: 'Incorrect username or password.' }, { status: 400 }),
      ),
    )
    const error = await failureOf(signIn({ body: credentials, throwOnError: true }))
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Incorrect username or password.',
    })
    expect(error.serverMessage).toBe('Incorrect username or password.')
    expect(error.operation).toBe('POST /auth/signin')
  })

  it('turns a failed connection into a network ApiError', async () => {
    server.use(http.post('*/api/v1/auth/signin', () => HttpResponse.error()))
    const error = await failureOf(signIn({ body: credentials, throwOnError: true }))
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      message: 'Network error or no response from server',
    })
  })

  it('sends the bearer token of the sign-in', async () => {
    let seen: string | null = null
    server.use(
      http.get('*/api/v1/profile/getUserProfileInfo', ({ request }) => {
        seen = request.headers.get('authorization')
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      }),
    )
    setAccessTokenGetter(() => 'token-123')
    const error = await failureOf(getUserProfileInfo({ throwOnError: true }))
    setAccessTokenGetter(() => null)
    expect(seen).toBe('Bearer token-123')
    expect(error.status).toBe(401)
  })

  it('reports an answer that breaks the contract', async () => {
    const onViolation = vi.fn()
    setContractViolationHandler(onViolation)
    server.use(
      http.post('*/api/v1/auth/signin', () => HttpResponse.json({ success: { access_token: 42 } })),
    )
    await signIn({ body: credentials, throwOnError: true })
    expect(onViolation).toHaveBeenCalledOnce()
    expect(onViolation.mock.calls[0]?.[0]).toMatchObject({
      kind: 'contract',
      operation: 'POST /auth/signin',
    })
  })

  it('checks answers of operations with path parameters against their own schema', async () => {
    const onViolation = vi.fn()
    setContractViolationHandler(onViolation)
    server.use(
      http.get('*/api/v1/auth/student/:studentId/notes', () =>
        HttpResponse.json({ notes: 'not a list' }),
      ),
    )
    await getStudentNotes({ path: { studentId: 'abc' }, throwOnError: true })
    expect(onViolation).toHaveBeenCalledOnce()
    expect(onViolation.mock.calls[0]?.[0]).toMatchObject({
      kind: 'contract',
      operation: 'GET /auth/student/{studentId}/notes',
    })
  })

  describe("an error answer that is not the contract's JSON", () => {
    const gatewayPage =
      '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'
    it.each([
      ['an HTML page from a gateway', 502, () => HttpResponse.html(gatewayPage, { status: 502 })],
      ['plain text', 503, () => HttpResponse.text('upstream connect error', { status: 503 })],
      ['an empty body', 500, () => new HttpResponse(null, { status: 500 })],
      [
        'truncated JSON',
        400,
        () =>
          new HttpResponse('{"message": "Incorrect usern', {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ],
      ['a JSON string', 400, () => HttpResponse.json('Incorrect username', { status: 400 })],
      ['a JSON list', 400, () => HttpResponse.json(['Incorrect username'], { status: 400 })],
      ['a message that is not text', 400, () => HttpResponse.json({ message: 7 }, { status: 400 })],
      [
        'an HTML 429 (the status still counts)',
        429,
        () => HttpResponse.html('<h1>Too Many Requests</h1>', { status: 429 }),
      ],
    ] as const)('%s shows the generic message, never markup', async (_what, status, answer) => {
      server.use(http.post('*/api/v1/auth/signin', answer))
      const error = await failureOf(signIn({ body: credentials, throwOnError: true }))
      expect(error).toMatchObject({ kind: 'http', status })
      expect(error.serverMessage).toBeUndefined()
      expect(userMessageFor(error)).toBe(GENERIC_ERROR_MESSAGE)
      expect(error.message).not.toMatch(/[<>]/)
    })

    it('a success status whose body cannot be read is a broken answer, not a crash', async () => {
      server.use(
        http.get(
          '*/api/v1/profile/getUserProfileInfo',
          () =>
            new HttpResponse('{"success": {"email": "a@b', {
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      )
      const error = await failureOf(getUserProfileInfo({ throwOnError: true }))
      expect(error).toMatchObject({ kind: 'contract', status: 200 })
      expect(userMessageFor(error)).toBe(GENERIC_ERROR_MESSAGE)
    })
  })
})
