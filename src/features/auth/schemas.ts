import * as z from 'zod/mini'

import {
  EMAIL_MAX,
  EMAIL_MIN,
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  LAST_NAME_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/config/constants'

/** Spec part 1 section 5: e-mail rules with the spec's messages. */
export const emailField = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.minLength(EMAIL_MIN, 'Minimum 3 characters are required'),
      z.maxLength(EMAIL_MAX, 'Maximum 50 characters are required'),
    ),
  z.email('Wrong email format'),
)

/** Login password: required, 8 to 50 characters (its strength message is not shown by the spec). */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.minLength(PASSWORD_MIN, 'Minimum 8 characters are required'),
      z.maxLength(PASSWORD_MAX, 'Maximum 50 characters are required'),
    ),
  keep_me_signed_in: z.boolean(),
})

export type LoginForm = z.infer<typeof loginSchema>

// ---------------------------------------------------------------------------------------------
// Sign-up, verification and password reset (spec part 1 sections 3, 4 and 5). Where the spec
// gives a message it is used word for word; length messages follow its e-mail wording.

export const PROFILE_TYPE_REQUIRED = 'Please select a profile type'
export const TERMS_REQUIRED = 'You must accept the terms and conditions'
export const PERSONAL_PASSWORD = 'Password should not contain your first name, last name, or email'
export const PASSWORDS_DONT_MATCH = "Passwords don't match"
export const PASSWORDS_MUST_MATCH = 'Passwords must match'
export const INVALID_FORM_DATA = 'Invalid form data'

const minimum = (n: number) => `Minimum ${n} characters are required`
const maximum = (n: number) => `Maximum ${n} characters are required`
const HAS_LETTER = /[A-Za-z]/

/** OTP: required, digits only, exactly six (spec part 1 sections 5 and 9). */
export const otpField = z
  .string()
  .check(
    z.minLength(1, 'OTP is required'),
    z.regex(/^\d+$/, 'OTP should contain only numbers'),
    z.minLength(OTP_LENGTH, 'OTP must be at least 6 digits'),
    z.maxLength(OTP_LENGTH, 'OTP must be exactly 6 digits'),
  )

export const accountTypeField = z.enum(['counsellor', 'student'], {
  error: () => PROFILE_TYPE_REQUIRED,
})

export const firstNameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'First name is required'),
    z.minLength(FIRST_NAME_MIN, minimum(FIRST_NAME_MIN)),
    z.maxLength(FIRST_NAME_MAX, maximum(FIRST_NAME_MAX)),
    z.regex(HAS_LETTER, 'First name should not be only numeric or symbols'),
  )

export const lastNameField = z.string().check(
  z.trim(),
  z.maxLength(LAST_NAME_MAX, maximum(LAST_NAME_MAX)),
  z.refine((value) => value === '' || HAS_LETTER.test(value), {
    error: 'Last name should not be only numeric or symbols',
  }),
)

function passwordField(special: RegExp, specials: string) {
  // Lower, upper and digit are three plain tests, not one unanchored lookahead regex: that one
  // retried its `.*` scans from every position, so pasting 100,000 characters froze the page.
  return z.string().check(
    z.minLength(1, 'Password is required'),
    z.minLength(PASSWORD_MIN, minimum(PASSWORD_MIN)),
    z.maxLength(PASSWORD_MAX, maximum(PASSWORD_MAX)),
    z.refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
      error: 'Password must contain a lower case letter, an upper case letter and a digit',
    }),
    z.regex(special, `Password must contain a special character from ${specials}`),
  )
}

/** Special characters of the sign-up rule and of the reset rule (they differ in the spec). */
export const SIGN_UP_SPECIALS = '#?!@$%^&*-'
export const RESET_SPECIALS = '!@#$%^&*'
export const signUpPasswordField = passwordField(/[#?!@$%^&*-]/, SIGN_UP_SPECIALS)
export const resetPasswordField = passwordField(/[!@#$%^&*]/, RESET_SPECIALS)

export interface PersonalInfo {
  firstName?: string | null | undefined
  lastName?: string | null | undefined
  email?: string | null | undefined
}

/**
 * True when the password contains the first name, last name or e-mail local part (case
 * insensitive). Parts shorter than two characters are ignored, as the server does.
 */
export function containsPersonalInfo(password: string, person: PersonalInfo): boolean {
  const lower = password.toLowerCase()
  return [person.firstName, person.lastName, person.email?.split('@')[0]]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 2)
    .some((part) => lower.includes(part))
}

export interface ChecklistItem {
  id: 'length' | 'mix' | 'special' | 'personal'
  label: string
  met: boolean
}

/** The live checklist under a new password (spec part 1 section 5). */
export function passwordChecklist(
  password: string,
  person: PersonalInfo,
  specials: string = SIGN_UP_SPECIALS,
): ChecklistItem[] {
  const special = [...specials].some((char) => password.includes(char))
  return [
    { id: 'length', label: 'At least 8 characters', met: password.length >= PASSWORD_MIN },
    {
      id: 'mix',
      label: 'Lower case, upper case and digit',
      met: /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password),
    },
    { id: 'special', label: `A special character from ${specials}`, met: special },
    {
      id: 'personal',
      label: 'No first name, last name or e-mail local part',
      met: password.length > 0 && !containsPersonalInfo(password, person),
    },
  ]
}

/** Cross-field rules run even while another field is invalid, so each message shows at once. */
export const ALWAYS = { when: () => true }

/** E-mail step of verify-otp and forgot-password; also the inline e-mail correction. */
export const emailStepSchema = z.object({ email: emailField })
export type EmailStepForm = z.output<typeof emailStepSchema>

/** The verification form's code (spec part 1 section 3). */
export const verifyCodeSchema = z.object({ code: otpField })
export type VerifyCodeForm = z.output<typeof verifyCodeSchema>

/** The reset form (spec part 1 section 3); the e-mail of step 1 is the personal info checked. */
export function resetPasswordSchema(email: string) {
  return z
    .object({ code: otpField, newPassword: resetPasswordField, confirmPassword: z.string() })
    .check(
      z.superRefine((values, ctx) => {
        if (
          typeof values.newPassword === 'string' &&
          containsPersonalInfo(values.newPassword, { email })
        ) {
          ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PERSONAL_PASSWORD })
        }
        if (values.confirmPassword !== values.newPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_MUST_MATCH })
        }
      }, ALWAYS),
    )
}

export type ResetPasswordForm = z.output<ReturnType<typeof resetPasswordSchema>>
