import { describe, expect, it } from 'vitest'

import { messageFor } from './message-for'
import {
  externalSignUpSchema,
  registrationSchema,
  toPhoneNumber,
  toSignUpRequest,
  type RegistrationInput,
} from './sign-up-schemas'

const validRegistration: RegistrationInput = {
  accountType: 'student',
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  password: 'Str0ng#Pass',
  confirmPassword: 'Str0ng#Pass',
  country: 'India',
  countryCode: '+91',
  contact: '9876543210',
  acceptTerms: true,
}

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(registrationSchema.safeParse(validRegistration).success).toBe(true)
  })

  it.each<[string, Partial<RegistrationInput>, keyof RegistrationInput, string]>([
    ['no profile type', { accountType: undefined }, 'accountType', 'Please select a profile type'],
    [
      'confirm differs',
      { confirmPassword: 'Str0ng#Pasz' },
      'confirmPassword',
      "Passwords don't match",
    ],
    [
      'first name in password',
      { password: 'Priya#2026x', confirmPassword: 'Priya#2026x' },
      'password',
      'Password should not contain your first name, last name, or email',
    ],
    [
      'last name in password',
      { password: 'xSharma#2026', confirmPassword: 'xSharma#2026' },
      'password',
      'Password should not contain your first name, last name, or email',
    ],
    [
      'e-mail local part in password',
      { email: 'kiran@example.com', password: 'Kiran#2026x', confirmPassword: 'Kiran#2026x' },
      'password',
      'Password should not contain your first name, last name, or email',
    ],
    ['no country', { country: '' }, 'country', 'Country is required'],
    ['no country code', { countryCode: '' }, 'countryCode', 'Country code is required'],
    [
      'code of another country',
      { countryCode: '+1' },
      'countryCode',
      'Country code does not match selected country',
    ],
    ['no contact', { contact: '' }, 'contact', 'Contact number is required'],
    [
      'letters in contact',
      { contact: '98765x3210' },
      'contact',
      'Contact number must contain only digits',
    ],
    ['short contact', { contact: '98765' }, 'contact', 'Contact number must be at least 6 digits'],
    [
      'wrong length for India',
      { contact: '987654321' },
      'contact',
      'Invalid contact number length ( should be 10 for mobile)',
    ],
    [
      'wrong length with a landline length',
      { country: 'Albania', countryCode: '+355', contact: '1234567' },
      'contact',
      'Invalid contact number length ( should be 9 for mobile or should be 8 for landline)',
    ],
    [
      'terms not accepted',
      { acceptTerms: false },
      'acceptTerms',
      'You must accept the terms and conditions',
    ],
    ['bad e-mail', { email: 'priya@' }, 'email', 'Wrong email format'],
    [
      'numeric first name',
      { firstName: '42' },
      'firstName',
      'First name should not be only numeric or symbols',
    ],
  ])('%s', (_label, change, path, message) => {
    expect(messageFor(registrationSchema, { ...validRegistration, ...change }, [path])).toBe(
      message,
    )
  })

  it('accepts a landline-length number where the country has one', () => {
    const albania = { country: 'Albania', countryCode: '+355', contact: '12345678' }
    expect(registrationSchema.safeParse({ ...validRegistration, ...albania }).success).toBe(true)
  })

  it('refuses a number typed with its country code, so the code is never sent twice', () => {
    // The dial code has its own box and is put in front of the number (part 1 sections 5, 7).
    const values = { ...validRegistration, contact: '916350795481' }
    expect(messageFor(registrationSchema, values, ['contact'])).toBe(
      'Invalid contact number length ( should be 10 for mobile)',
    )
  })

  it('checks the cross-field rules even while another field is invalid', () => {
    const values = { ...validRegistration, firstName: '', confirmPassword: 'x', contact: '12' }
    expect(messageFor(registrationSchema, values, ['confirmPassword'])).toBe(
      "Passwords don't match",
    )
    expect(messageFor(registrationSchema, values, ['contact'])).toBe(
      'Contact number must be at least 6 digits',
    )
  })

  it('builds the sign-up payload with dial code plus number', () => {
    const parsed = registrationSchema.parse({ ...validRegistration, email: ' priya@example.com ' })
    expect(toSignUpRequest(parsed)).toEqual({
      given_name: 'Priya',
      family_name: 'Sharma',
      country: 'India',
      password: 'Str0ng#Pass',
      email: 'priya@example.com',
      isAgree: true,
      role: 'student',
      phone_number: '+919876543210',
      country_code: '+91',
    })
    const noLastName = registrationSchema.parse({ ...validRegistration, lastName: '' })
    expect(toSignUpRequest(noLastName)).not.toHaveProperty('family_name')
  })

  it('joins dial codes with spaces or dashes into a plain phone number', () => {
    expect(toPhoneNumber('+1 264', '2345678')).toBe('+12642345678')
    expect(toPhoneNumber('+44-1481', '123456')).toBe('+441481123456')
  })
})

describe('external-identity details form', () => {
  const valid = {
    accountType: 'counsellor' as const,
    firstName: 'Arjun',
    lastName: 'Mehta',
    country: 'India',
    countryCode: '+91',
    contact: '9812345678',
    acceptTerms: true,
  }
  const open = externalSignUpSchema({ firstName: false, lastName: false })
  const locked = externalSignUpSchema({ firstName: true, lastName: true })

  it('checks names only when the user can edit them', () => {
    const bad = { ...valid, firstName: '1', lastName: '2' }
    expect(messageFor(open, bad, ['firstName'])).toBe('Minimum 2 characters are required')
    expect(messageFor(open, bad, ['lastName'])).toBe(
      'Last name should not be only numeric or symbols',
    )
    expect(locked.safeParse(bad).success).toBe(true)
  })

  it.each<[string, Partial<typeof valid>, string, string]>([
    ['no account type', { accountType: undefined }, 'accountType', 'Please select a profile type'],
    ['first name missing', { firstName: '' }, 'firstName', 'First name is required'],
    ['no country', { country: '' }, 'country', 'Country is required'],
    [
      'code mismatch',
      { countryCode: '+44' },
      'countryCode',
      'Country code does not match selected country',
    ],
    [
      'contact length',
      { contact: '12345678' },
      'contact',
      'Invalid contact number length ( should be 10 for mobile)',
    ],
    ['terms', { acceptTerms: false }, 'acceptTerms', 'You must accept the terms and conditions'],
  ])('%s', (_label, change, path, message) => {
    expect(messageFor(open, { ...valid, ...change }, [path])).toBe(message)
  })
})
