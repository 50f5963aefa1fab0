import { describe, expect, it } from 'vitest'

import { assertAnswerMatchesContract, findOperation, operations } from './contract'

describe('findOperation', () => {
  it('matches concrete paths, full URLs and queries to the templated operation', () => {
    expect(findOperation('GET', '/auth/student/abc/notes')?.operationId).toBe('getStudentNotes')
    expect(
      findOperation('get', 'http://localhost/api/v1/auth/student/abc/notes?skipValue=5')?.path,
    ).toBe('/auth/student/{studentId}/notes')
    expect(findOperation('GET', '/chat/getMessages/USER%23abc')?.operationId).toBe('getMessages')
  })

  it('finds every operation from its own path, and nothing for other methods or paths', () => {
    for (const op of operations) {
      expect(findOperation(op.method, op.path.replace(/\{\w+\}/g, 'x'))).toBe(op)
    }
    expect(findOperation('POST', '/auth/student/abc/notes')).toBeUndefined()
    expect(findOperation('GET', '/auth/student/abc')).toBeUndefined()
  })
})

describe('assertAnswerMatchesContract', () => {
  const url = 'http://localhost/api/v1/profile/getUserProfileInfo'

  it('accepts a declared status in its declared shape, and only in that shape', () => {
    expect(() =>
      assertAnswerMatchesContract('GET', url, 401, { message: 'Unauthorized' }),
    ).not.toThrow()
    // The same status without its message: the shape was really checked.
    expect(() => assertAnswerMatchesContract('GET', url, 401, {})).toThrow(/message/)
  })

  it('names the operation, status and problem when the shape is off', () => {
    expect(() => assertAnswerMatchesContract('GET', url, 200, { success: 'me' })).toThrow(
      /GET \/profile\/getUserProfileInfo \(getUserProfileInfo\) answered 200 outside the contract:\n {2}- \/success must be object/,
    )
    expect(() => assertAnswerMatchesContract('GET', url, 401, {})).toThrow(/message/)
  })

  it('refuses an undeclared status and a call outside the contract', () => {
    expect(() => assertAnswerMatchesContract('GET', url, 418, { message: 'teapot' })).toThrow(
      /status 418 is not declared for GET \/profile\/getUserProfileInfo/,
    )
    expect(() => assertAnswerMatchesContract('DELETE', url, 200, {})).toThrow(
      'DELETE /profile/getUserProfileInfo is not an operation of openapi/openapi.yaml',
    )
  })
})
