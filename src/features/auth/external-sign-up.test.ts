import { describe, expect, it } from 'vitest'

import { externalSignUpDefaults, lockedNames, toExternalSignUpRequest } from './external-sign-up'

const identity = {
  email: 'arjun.mehta@gmail.com',
  given_name: 'Arjun',
  family_name_google: 'Mehta',
  country_google: 'india',
  country_code_google: '+91',
  phone_number_google: '+91 98123-45678',
}

describe('external-identity sign-up', () => {
  it.each<[string, Partial<typeof identity> | null, { firstName: boolean; lastName: boolean }]>([
    ['both names supplied', identity, { firstName: true, lastName: true }],
    [
      'no last name',
      { ...identity, family_name_google: null as unknown as string },
      { firstName: true, lastName: false },
    ],
    ['blank first name', { ...identity, given_name: '  ' }, { firstName: false, lastName: true }],
    ['nothing stored', null, { firstName: false, lastName: false }],
  ])('locks names: %s', (_label, info, expected) => {
    expect(lockedNames(info)).toEqual(expected)
  })

  it('pre-fills the form from the provider, splitting the dial code off the number', () => {
    expect(externalSignUpDefaults(identity)).toEqual({
      firstName: 'Arjun',
      lastName: 'Mehta',
      country: 'India',
      countryCode: '+91',
      contact: '9812345678',
      acceptTerms: false,
    })
  })

  it('takes the dial code from the country when the provider sent none', () => {
    const defaults = externalSignUpDefaults({ country_google: 'United States' })
    expect(defaults).toMatchObject({ country: 'United States', countryCode: '+1', contact: '' })
  })

  it('starts empty without identity info', () => {
    expect(externalSignUpDefaults(null)).toEqual({
      firstName: '',
      lastName: '',
      country: '',
      countryCode: '',
      contact: '',
      acceptTerms: false,
    })
  })

  const values = {
    accountType: 'student' as const,
    firstName: 'Arjun',
    lastName: 'Mehta',
    country: 'India',
    countryCode: '+91',
    contact: '9812345678',
    acceptTerms: true,
  }

  it('sends given_name only when the provider supplied none', () => {
    expect(toExternalSignUpRequest(values, { firstName: true, lastName: true })).toEqual({
      family_name: 'Mehta',
      country: 'India',
      role: 'student',
      phone_number: '+919812345678',
      country_code: '+91',
      isAgree: true,
    })
    expect(
      toExternalSignUpRequest({ ...values, lastName: ' ' }, { firstName: false, lastName: false }),
    ).toEqual({
      given_name: 'Arjun',
      country: 'India',
      role: 'student',
      phone_number: '+919812345678',
      country_code: '+91',
      isAgree: true,
    })
  })
})
