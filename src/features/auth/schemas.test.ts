import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'

import {
  accountTypeField,
  containsPersonalInfo,
  emailStepSchema,
  firstNameField,
  lastNameField,
  otpField,
  passwordChecklist,
  resetPasswordField,
  resetPasswordSchema,
  signUpPasswordField,
  verifyCodeSchema,
} from './schemas'
import {
  externalSignUpSchema,
  registrationSchema,
  toPhoneNumber,
  toSignUpRequest,
  type RegistrationInput,
} from './sign-up-schemas'

/** The message a form shows for a field: the first issue at that path (react-hook-form's rule). */
function messageFor(schema: z.ZodMiniType, value: unknown, path: readonly PropertyKey[] = []) {
  const result = schema.safeParse(value)
  if (result.success) return null
  const issue = result.error.issues.find(
    (candidate) =>
      candidate.path.length === path.length && candidate.path.every((key, i) => key === path[i]),
  )
  return issue?.message ?? null
}

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

describe('OTP (spec part 1 section 5)', () => {
  it.each<[string, string | null]>([
    ['', 'OTP is required'],
    ['12a456', 'OTP should contain only numbers'],
    ['12 456', 'OTP should contain only numbers'],
    ['abc', 'OTP should contain only numbers'],
    ['1', 'OTP must be at least 6 digits'],
    ['12345', 'OTP must be at least 6 digits'],
    ['1234567', 'OTP must be exactly 6 digits'],
    ['493817', null],
    ['000000', null],
  ])('%j -> %s', (code, message) => {
    expect(messageFor(otpField, code)).toBe(message)
    expect(messageFor(verifyCodeSchema, { code }, ['code'])).toBe(message)
  })
})

describe('profile type', () => {
  it.each<[unknown, string | null]>([
    [undefined, 'Please select a profile type'],
    ['', 'Please select a profile type'],
    ['admin', 'Please select a profile type'],
    ['counsellor', null],
    ['student', null],
  ])('%j -> %s', (value, message) => {
    expect(messageFor(accountTypeField, value)).toBe(message)
  })
})

describe('e-mail step', () => {
  it.each<[string, string | null]>([
    ['', 'Email is required'],
    ['a@', 'Minimum 3 characters are required'],
    [`${'a'.repeat(45)}@b.com`, 'Maximum 50 characters are required'],
    ['not-an-email', 'Wrong email format'],
    ['  priya@example.com ', null],
  ])('%j -> %s', (email, message) => {
    expect(messageFor(emailStepSchema, { email }, ['email'])).toBe(message)
  })
})

describe('first name', () => {
  it.each<[string, string | null]>([
    ['', 'First name is required'],
    ['   ', 'First name is required'],
    ['P', 'Minimum 2 characters are required'],
    ['a'.repeat(51), 'Maximum 50 characters are required'],
    ['12', 'First name should not be only numeric or symbols'],
    ['#$%', 'First name should not be only numeric or symbols'],
    ['Jo', null],
    ['Anne-Marie 2', null],
  ])('%j -> %s', (value, message) => {
    expect(messageFor(firstNameField, value)).toBe(message)
  })
})

describe('last name', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['S', null],
    ['a'.repeat(51), 'Maximum 50 characters are required'],
    ['123', 'Last name should not be only numeric or symbols'],
    ["O'Brien", null],
  ])('%j -> %s', (value, message) => {
    expect(messageFor(lastNameField, value)).toBe(message)
  })
})

describe('registration password', () => {
  it.each<[string, string | null]>([
    ['', 'Password is required'],
    ['Ab1#', 'Minimum 8 characters are required'],
    [`Ab1#${'x'.repeat(47)}`, 'Maximum 50 characters are required'],
    ['abcdefg1#', 'Password must contain a lower case letter, an upper case letter and a digit'],
    ['ABCDEFG1#', 'Password must contain a lower case letter, an upper case letter and a digit'],
    ['Abcdefgh#', 'Password must contain a lower case letter, an upper case letter and a digit'],
    ['Abcdefg12', 'Password must contain a special character from #?!@$%^&*-'],
    ['Abcdefg1(', 'Password must contain a special character from #?!@$%^&*-'],
    ['Abcdefg1-', null],
    ['Abcdefg1?', null],
    ['Str0ng#Pass', null],
  ])('%j -> %s', (value, message) => {
    expect(messageFor(signUpPasswordField, value)).toBe(message)
  })
})

describe('reset password', () => {
  it.each<[string, string | null]>([
    ['', 'Password is required'],
    ['Ab1!', 'Minimum 8 characters are required'],
    ['abcdefg1!', 'Password must contain a lower case letter, an upper case letter and a digit'],
    // The reset rule's specials are !@#$%^&*: "-" and "?" do not count there.
    ['Abcdefg1-', 'Password must contain a special character from !@#$%^&*'],
    ['Abcdefg1?', 'Password must contain a special character from !@#$%^&*'],
    ['N3w!Passw0rd', null],
  ])('%j -> %s', (value, message) => {
    expect(messageFor(resetPasswordField, value)).toBe(message)
  })

  const schema = resetPasswordSchema('priya.sharma@example.com')
  const valid = { code: '493817', newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' }

  it('accepts a valid reset form', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })

  it.each<[string, Partial<typeof valid>, string, string]>([
    ['code required', { code: '' }, 'code', 'OTP is required'],
    ['code digits', { code: '12345x' }, 'code', 'OTP should contain only numbers'],
    [
      'confirm differs',
      { confirmPassword: 'N3w!Passw0rx' },
      'confirmPassword',
      'Passwords must match',
    ],
    [
      'e-mail local part inside',
      { newPassword: 'Priya.Sharma#1', confirmPassword: 'Priya.Sharma#1' },
      'newPassword',
      'Password should not contain your first name, last name, or email',
    ],
  ])('%s', (_label, change, path, message) => {
    expect(messageFor(schema, { ...valid, ...change }, [path])).toBe(message)
  })

  it('still reports a mismatch while the code is missing', () => {
    expect(
      messageFor(schema, { ...valid, code: '', confirmPassword: 'other' }, ['confirmPassword']),
    ).toBe('Passwords must match')
  })
})

describe('personal information in passwords', () => {
  const person = { firstName: 'Priya', lastName: 'Sharma', email: 'psharma@example.com' }
  it.each<[string, boolean]>([
    ['Xpriya#123', true],
    ['xSHARMA#123', true],
    ['Psharma#123', true],
    ['Example#123', false],
    ['Str0ng#Pass', false],
  ])('%j -> %s', (password, contains) => {
    expect(containsPersonalInfo(password, person)).toBe(contains)
  })

  it('ignores one-letter parts and missing ones', () => {
    expect(containsPersonalInfo('Xy#12345', { firstName: 'Xy', lastName: 'Q', email: null })).toBe(
      true,
    )
    expect(containsPersonalInfo('Qq#12345', { lastName: 'Q' })).toBe(false)
    expect(containsPersonalInfo('Anything#1', {})).toBe(false)
  })
})

describe('password checklist', () => {
  const person = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com' }
  const state = (password: string, specials?: string) =>
    Object.fromEntries(passwordChecklist(password, person, specials).map((i) => [i.id, i.met]))

  it('lists the spec items in order', () => {
    expect(passwordChecklist('', person).map((item) => item.label)).toEqual([
      'At least 8 characters',
      'Lower case, upper case and digit',
      'A special character from #?!@$%^&*-',
      'No first name, last name or e-mail local part',
    ])
  })

  it.each<[string, Record<string, boolean>]>([
    ['', { length: false, mix: false, special: false, personal: false }],
    ['abcdefgh', { length: true, mix: false, special: false, personal: true }],
    ['Abcdefg1', { length: true, mix: true, special: false, personal: true }],
    ['Abcdefg1-', { length: true, mix: true, special: true, personal: true }],
    ['Priya#12', { length: true, mix: true, special: true, personal: false }],
  ])('%j', (password, expected) => {
    expect(state(password)).toEqual(expected)
  })

  it('uses the reset rule specials when told', () => {
    expect(state('Abcdefg1-', '!@#$%^&*').special).toBe(false)
    expect(state('Abcdefg1!', '!@#$%^&*').special).toBe(true)
  })
})

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
