import { describe, expect, it } from 'vitest'

import { interestAnswersSchema } from './schemas'

const valid = {
  college: 'Delhi University',
  company: 'Data Scientist',
  stream: 'Pune',
  message: '',
}
const messagesOf = (value: object) => {
  const result = interestAnswersSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('the accept and connection request answers', () => {
  it('accepts three answers and an optional message', () => {
    expect(messagesOf(valid)).toEqual([])
  })

  it('requires each answer with the spec words', () => {
    expect(messagesOf({ ...valid, college: '  ', company: '', stream: '' })).toEqual([
      'College name is required',
      'Dream job is required',
      'Work location is required',
    ])
  })

  it('refuses answers made only of numbers', () => {
    expect(messagesOf({ ...valid, college: '1234', company: '56 78', stream: '9' })).toEqual([
      'College name cannot be only numbers',
      'Dream job cannot be only numbers',
      'Work location cannot be only numbers',
    ])
    expect(messagesOf({ ...valid, college: 'IIT 2' })).toEqual([])
  })
})
