import { describe, expect, it } from 'vitest'

import { STUDENT_PERSONAL_FIELDS, studentProfileCompletion } from './profile-completion'

const allPersonal = Object.fromEntries(STUDENT_PERSONAL_FIELDS.map((f) => [f, 'x']))

describe('studentProfileCompletion', () => {
  it('is 0 for an empty profile and 100 for a complete one', () => {
    expect(studentProfileCompletion({})).toBe(0)
    expect(studentProfileCompletion({ ...allPersonal, education: [{}] })).toBe(100)
  })

  it('averages the personal share with the academic part', () => {
    expect(studentProfileCompletion({ ...allPersonal })).toBe(50)
    expect(studentProfileCompletion({ education: [{}] })).toBe(50)
  })

  it('treats blank strings and nulls as empty', () => {
    const half = { ...allPersonal, firstName: ' ', lastName: null, education: [{}] }
    expect(studentProfileCompletion(half)).toBe(Math.round(((15 / 17) * 100 + 100) / 2))
  })
})
