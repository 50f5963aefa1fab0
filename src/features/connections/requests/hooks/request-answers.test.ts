import { describe, expect, it } from 'vitest'

import { toAcceptanceAnswers } from './use-catalyst-request-actions'
import { studentIdOf } from './use-student-request-actions'

describe('toAcceptanceAnswers', () => {
  it('sends the trimmed answers as the interest, and the message only when there is one', () => {
    expect(
      toAcceptanceAnswers({
        college: ' Delhi University ',
        company: 'Software Engineer ',
        stream: ' Pune',
        message: '  ',
      }),
    ).toEqual({
      interest: { college: 'Delhi University', company: 'Software Engineer', stream: 'Pune' },
    })
    expect(
      toAcceptanceAnswers({ college: 'A', company: 'B', stream: 'C', message: ' Thanks! ' }),
    ).toMatchObject({ inviteMessage: 'Thanks!' })
  })
})

describe('studentIdOf', () => {
  it('is the part of user_details.sk after the # (spec part 1 section 3)', () => {
    const request = {
      created_at: '2026-01-01T00:00:00.000Z',
      user_details: { given_name: 'Sam', sk: 'USER#8d7e6f5a-4b3c-4d2e-8f1a-2b3c4d5e6f7a' },
    }
    expect(studentIdOf(request)).toBe('8d7e6f5a-4b3c-4d2e-8f1a-2b3c4d5e6f7a')
    expect(studentIdOf({ ...request, user_details: { given_name: 'Sam', sk: 'plain-id' } })).toBe(
      'plain-id',
    )
  })
})
