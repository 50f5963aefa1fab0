import { describe, expect, it } from 'vitest'

import type { CurrentUser } from '@/api/profile/queries'

import type { StudentPersonalValues } from './student-schemas'
import { personalChanges, personalValuesOf } from './student-values'

const user = {
  id: 'user-1',
  sk: 'USER#user-1',
  firstName: 'Riya',
  lastName: 'Desai',
  email: 'riya@example.com',
  country: 'India',
  role: 'student',
  phoneNumber: '+919876543210',
  countryCode: '+91',
  city: 'Pune',
} as CurrentUser

const saved = (changes: Partial<CurrentUser> = {}) => personalValuesOf({ ...user, ...changes })
const edit = (from: StudentPersonalValues, changes: Partial<StudentPersonalValues>) => ({
  ...from,
  ...changes,
})

describe('personalValuesOf: the number as the form shows it', () => {
  it('shows the national digits however the number was stored', () => {
    for (const stored of ['+919876543210', '919876543210', '9876543210'])
      expect(saved({ phoneNumber: stored }).phone_number, stored).toBe('9876543210')
    // A national number that begins with 91 is not cut.
    expect(saved({ phoneNumber: '9163507954' }).phone_number).toBe('9163507954')
  })

  it('fills the dial code in from the country for an account without one', () => {
    expect(saved({ countryCode: null }).country_code).toBe('+91')
  })
})

describe('personalChanges: the number gets its country code once (part 2 section 5)', () => {
  it('prepends the code to a number typed without it', () => {
    const from = saved()
    const { body, applied } = personalChanges(
      from,
      edit(from, { phone_number: '6350795481' }),
      '+91',
    )
    expect(body).toEqual({ phone_number: '+916350795481' })
    expect(applied).toEqual({ phoneNumber: '+916350795481' })
  })

  it('does not prepend it again to a number typed with it, and the form then shows it without', () => {
    const from = saved()
    const typed = edit(from, { phone_number: '916350795481' })
    const { body, formValues } = personalChanges(from, typed, '+91')
    expect(body).toEqual({ phone_number: '+916350795481' })
    expect(formValues.phone_number).toBe('6350795481')
  })

  it('sends nothing when the saved number is typed again with its code', () => {
    const from = saved()
    expect(personalChanges(from, edit(from, { phone_number: '919876543210' }), '+91').body).toEqual(
      {},
    )
  })

  it('sends the number again, with the new code, when the country changes', () => {
    const from = saved()
    const moved = edit(from, {
      country: 'Singapore',
      country_code: '+65',
      phone_number: '81234567',
    })
    expect(personalChanges(from, moved, '+91').body).toEqual({
      country: 'Singapore',
      country_code: '+65',
      phone_number: '+6581234567',
    })
  })
})

describe('personalChanges: the profile holds the code it shows (part 2 section 4 completion)', () => {
  it('sends the code filled in from the country when the profile has none', () => {
    const from = saved({ countryCode: null, phoneNumber: null })
    const { body, applied } = personalChanges(
      from,
      edit(from, { phone_number: '9876543210', city: 'Nagpur' }),
      null,
    )
    expect(body).toEqual({ city: 'Nagpur', country_code: '+91', phone_number: '+919876543210' })
    expect(applied).toMatchObject({ countryCode: '+91', phoneNumber: '+919876543210' })
  })

  it('does not send the code the profile already holds', () => {
    const from = saved()
    expect(personalChanges(from, edit(from, { city: 'Nagpur' }), '+91').body).toEqual({
      city: 'Nagpur',
    })
  })
})
