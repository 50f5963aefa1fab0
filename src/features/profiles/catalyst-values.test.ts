import { describe, expect, it } from 'vitest'

import type { CurrentUser } from '@/api/profile/queries'

import type { CatalystPersonalValues } from './catalyst-schemas'
import { catalystPersonalChanges, catalystPersonalValuesOf } from './catalyst-values'

const user = {
  id: 'user-2',
  sk: 'USER#user-2',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  country: 'India',
  role: 'counsellor',
  phoneNumber: '+919812345678',
  countryCode: '+91',
  altPhoneNumber: null,
} as CurrentUser

const saved = (changes: Partial<CurrentUser> = {}) =>
  catalystPersonalValuesOf({ ...user, ...changes })
const edit = (from: CatalystPersonalValues, changes: Partial<CatalystPersonalValues>) => ({
  ...from,
  ...changes,
})

describe('the Catalyst’s alternate number gets its country code once (part 2 section 5)', () => {
  it('prepends the code to a number typed without it, and not again to one typed with it', () => {
    const from = saved()
    for (const typed of ['9123456780', '919123456780']) {
      const { body, applied, formValues } = catalystPersonalChanges(
        from,
        edit(from, { alt_phone_number: typed }),
        '+91',
      )
      expect(body, typed).toEqual({ alt_phone_number: '+919123456780' })
      expect(applied, typed).toEqual({ altPhoneNumber: '+919123456780' })
      expect(formValues.alt_phone_number, typed).toBe('9123456780')
    }
  })

  it('shows the national digits however the numbers were stored', () => {
    for (const stored of ['+919123456780', '919123456780', '9123456780'])
      expect(saved({ altPhoneNumber: stored }).alt_phone_number, stored).toBe('9123456780')
    expect(saved({ phoneNumber: '919812345678' }).phone_number).toBe('9812345678')
  })

  it('sends nothing when the saved number is typed again with its code', () => {
    const from = saved({ altPhoneNumber: '+919123456780' })
    const typed = edit(from, { alt_phone_number: '919123456780' })
    expect(catalystPersonalChanges(from, typed, '+91').body).toEqual({})
  })

  it('clears a removed number, and sends the code the profile does not hold yet', () => {
    const from = saved({ altPhoneNumber: '+919123456780', countryCode: null })
    expect(catalystPersonalChanges(from, edit(from, { alt_phone_number: '' }), null).body).toEqual({
      alt_phone_number: null,
      country_code: '+91',
    })
  })
})
