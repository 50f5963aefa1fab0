import { describe, expect, it } from 'vitest'

import {
  contactNumberError,
  type Country,
  countryCodeError,
  digitsOnly,
  findCountryByCode,
} from './index'

const country = (code: string): Country => {
  const found = findCountryByCode(code)
  if (!found) throw new Error(`${code} is not listed`)
  return found
}

describe('contactNumberError', () => {
  it('requires a value', () => {
    expect(contactNumberError(undefined, '')).toBe('Contact number is required')
    expect(contactNumberError(country('IN'), '   ')).toBe('Contact number is required')
  })

  it('accepts digits only', () => {
    for (const value of ['98765 43210', '+919876543210', '98765-43210', 'abcdefgh', '١٢٣٤٥٦٧'])
      expect(contactNumberError(undefined, value), value).toBe(
        'Contact number must contain only digits',
      )
  })

  it('needs at least 6 digits before the country rule applies', () => {
    expect(contactNumberError(undefined, '12345')).toBe('Contact number must be at least 6 digits')
    expect(contactNumberError(country('IN'), '12345')).toBe(
      'Contact number must be at least 6 digits',
    )
    expect(contactNumberError(undefined, '123456')).toBeNull()
    expect(contactNumberError(undefined, '123456789012345')).toBeNull()
  })

  it('checks the mobile length when the country has no distinct landline length', () => {
    expect(contactNumberError(country('IN'), '9876543210')).toBeNull()
    expect(contactNumberError(country('IN'), '987654321')).toBe(
      'Invalid contact number length ( should be 10 for mobile)',
    )
    expect(contactNumberError(country('US'), '20255501234')).toBe(
      'Invalid contact number length ( should be 10 for mobile)',
    )
  })

  it('accepts either length and names both when the country has a landline length', () => {
    const china = country('CN')
    expect(contactNumberError(china, '13123456789')).toBeNull()
    expect(contactNumberError(china, '1012345678')).toBeNull()
    expect(contactNumberError(china, '123456789')).toBe(
      'Invalid contact number length ( should be 11 for mobile or should be 10 for landline)',
    )
  })

  it('names the landline length alone when only that is known', () => {
    const landlineOnly = { landline_number_length: 8 }
    expect(contactNumberError(landlineOnly, '12345678')).toBeNull()
    expect(contactNumberError(landlineOnly, '1234567')).toBe(
      'Invalid contact number length ( should be 8 for landline)',
    )
  })

  it('skips the length rule when no length is known', () => {
    expect(contactNumberError({}, '1234567')).toBeNull()
  })
})

describe('countryCodeError', () => {
  it('passes when the code is the selected country dial code', () => {
    expect(countryCodeError(country('IN'), '+91')).toBeNull()
    expect(countryCodeError(country('CA'), '+1')).toBeNull()
  })

  it('fails on any other code', () => {
    expect(countryCodeError(country('IN'), '+1')).toBe(
      'Country code does not match selected country',
    )
    expect(countryCodeError(country('IN'), '')).toBe('Country code does not match selected country')
  })

  it('leaves an unselected country to the country field', () => {
    expect(countryCodeError(undefined, '+91')).toBeNull()
  })
})

describe('digitsOnly', () => {
  it('keeps the ASCII digits', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210')
    expect(digitsOnly('(020) 7946 0018')).toBe('02079460018')
    expect(digitsOnly('none')).toBe('')
  })
})
