import { describe, expect, it } from 'vitest'

import { messageFor } from './message-for'
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
