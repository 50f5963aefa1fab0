import { describe, expect, it } from 'vitest'

import {
  CATALYST_PERSONAL_FIELDS,
  catalystProfileCompletion,
  STUDENT_PERSONAL_FIELDS,
  studentProfileCompletion,
} from './profile-completion'

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

describe('catalystProfileCompletion', () => {
  const personal = Object.fromEntries(CATALYST_PERSONAL_FIELDS.map((f) => [f, 'x']))

  it('counts exactly 18 personal fields', () => {
    expect(CATALYST_PERSONAL_FIELDS).toHaveLength(18)
  })

  it.each([
    [{}, { personal: 0, academic: 0, work: 0, kyc: 0, overall: 0 }],
    [
      { ...personal, education: [{}], experience: [{}], certifications: [{}], kycDocs: [{}] },
      { personal: 100, academic: 100, work: 100, kyc: 100, overall: 100 },
    ],
    [{ experience: [{}] }, { personal: 0, academic: 0, work: 50, kyc: 0, overall: 13 }],
    [{ certifications: [{}] }, { personal: 0, academic: 0, work: 50, kyc: 0, overall: 13 }],
    [
      { kycDocs: [{}], education: [] },
      { personal: 0, academic: 0, work: 0, kyc: 100, overall: 25 },
    ],
    [
      { ...personal, bio: '  ', altPhoneNumber: null },
      { personal: 89, academic: 0, work: 0, kyc: 0, overall: 22 },
    ],
  ])('%j gives %j', (user, expected) => {
    expect(catalystProfileCompletion(user)).toEqual(expected)
  })
})
