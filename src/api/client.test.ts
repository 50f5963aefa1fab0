import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

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

  it('sends the bearer token of the session', async () => {
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
})
