import { z } from 'zod'

import type { SignUpRequest } from '@/api/auth/account'
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
import { contactNumberError, countryCodeError, findCountryByName } from '@/lib/countries'

/** Spec part 1 section 5: e-mail rules with the spec's messages. */
export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .min(EMAIL_MIN, 'Minimum 3 characters are required')
  .max(EMAIL_MAX, 'Maximum 50 characters are required')
  .pipe(z.email('Wrong email format'))

/** Login password: required, 8 to 50 characters (its strength message is not shown by the spec). */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, 'Minimum 8 characters are required')
    .max(PASSWORD_MAX, 'Maximum 50 characters are required'),
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
  .min(1, 'OTP is required')
  .regex(/^\d+$/, 'OTP should contain only numbers')
  .min(OTP_LENGTH, 'OTP must be at least 6 digits')
  .max(OTP_LENGTH, 'OTP must be exactly 6 digits')

export const accountTypeField = z.enum(['counsellor', 'student'], {
  error: () => PROFILE_TYPE_REQUIRED,
})

export const firstNameField = z
  .string()
  .trim()
  .min(1, 'First name is required')
  .min(FIRST_NAME_MIN, minimum(FIRST_NAME_MIN))
  .max(FIRST_NAME_MAX, maximum(FIRST_NAME_MAX))
  .regex(HAS_LETTER, 'First name should not be only numeric or symbols')

export const lastNameField = z
  .string()
  .trim()
  .max(LAST_NAME_MAX, maximum(LAST_NAME_MAX))
  .refine((value) => value === '' || HAS_LETTER.test(value), {
    error: 'Last name should not be only numeric or symbols',
  })

function passwordField(special: RegExp, specials: string) {
  // Lower, upper and digit are three plain tests, not one unanchored lookahead regex: that one
  // retried its `.*` scans from every position, so pasting 100,000 characters froze the page.
  return z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, minimum(PASSWORD_MIN))
    .max(PASSWORD_MAX, maximum(PASSWORD_MAX))
    .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
      error: 'Password must contain a lower case letter, an upper case letter and a digit',
    })
    .regex(special, `Password must contain a special character from ${specials}`)
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

/** Country, dial code and contact number, checked against the country list. */
const contactShape = {
  country: z.string().trim().min(1, 'Country is required'),
  countryCode: z.string().trim().min(1, 'Country code is required'),
  contact: z.string().trim(),
}

interface ContactValues {
  country?: unknown
  countryCode?: unknown
  contact?: unknown
}

function checkContact(values: ContactValues, ctx: z.RefinementCtx) {
  const country = typeof values.country === 'string' ? findCountryByName(values.country) : undefined
  if (typeof values.countryCode === 'string' && values.countryCode.trim() && country) {
    const message = countryCodeError(country, values.countryCode.trim())
    if (message) ctx.addIssue({ code: 'custom', path: ['countryCode'], message })
  }
  if (typeof values.contact === 'string') {
    const message = contactNumberError(country, values.contact.trim())
    if (message) ctx.addIssue({ code: 'custom', path: ['contact'], message })
  }
}

/** Cross-field rules run even while another field is invalid, so each message shows at once. */
const always = { when: () => true }

const acceptTermsField = z.boolean().refine((value) => value, { error: TERMS_REQUIRED })

/** Registration wizard, steps 1 and 2 (spec part 1 section 3: the registration form). */
export const registrationSchema = z
  .object({
    accountType: accountTypeField,
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: signUpPasswordField,
    confirmPassword: z.string(),
    ...contactShape,
    acceptTerms: acceptTermsField,
  })
  .superRefine((values, ctx) => {
    const { password, confirmPassword } = values
    if (typeof password === 'string' && containsPersonalInfo(password, values)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PERSONAL_PASSWORD })
    }
    if (confirmPassword !== password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH })
    }
    checkContact(values, ctx)
  }, always)

export type RegistrationInput = z.input<typeof registrationSchema>
export type RegistrationForm = z.output<typeof registrationSchema>

/** The fields of registration step 2 (step 1 is the account type). */
export const REGISTRATION_DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'country',
  'countryCode',
  'contact',
  'acceptTerms',
] as const satisfies ReadonlyArray<keyof RegistrationInput>

/** The sign-up payload: dial code plus number as phone_number (spec part 1 section 7). */
export function toSignUpRequest(values: RegistrationForm): SignUpRequest {
  return {
    given_name: values.firstName,
    ...(values.lastName ? { family_name: values.lastName } : {}),
    country: values.country,
    password: values.password,
    email: values.email,
    isAgree: true,
    role: values.accountType,
    phone_number: toPhoneNumber(values.countryCode, values.contact),
    country_code: values.countryCode,
  }
}

export function toPhoneNumber(countryCode: string, contact: string): string {
  return `${countryCode}${contact}`.replace(/[\s-]/g, '')
}

/**
 * External-identity sign-up, step 2 (spec part 1 sections 2 and 4). Names the provider supplied
 * are locked, so they are not checked again: the user could not fix them.
 */
export function externalSignUpSchema(locked: { firstName: boolean; lastName: boolean }) {
  return z
    .object({
      accountType: accountTypeField,
      firstName: locked.firstName ? z.string() : firstNameField,
      lastName: locked.lastName ? z.string() : lastNameField,
      ...contactShape,
      acceptTerms: acceptTermsField,
    })
    .superRefine(checkContact, always)
}

export type ExternalSignUpInput = z.input<ReturnType<typeof externalSignUpSchema>>
export type ExternalSignUpForm = z.output<ReturnType<typeof externalSignUpSchema>>

export const EXTERNAL_DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'country',
  'countryCode',
  'contact',
  'acceptTerms',
] as const satisfies ReadonlyArray<keyof ExternalSignUpInput>

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
    .superRefine((values, ctx) => {
      if (
        typeof values.newPassword === 'string' &&
        containsPersonalInfo(values.newPassword, { email })
      ) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PERSONAL_PASSWORD })
      }
      if (values.confirmPassword !== values.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_MUST_MATCH })
      }
    }, always)
}

export type ResetPasswordForm = z.output<ReturnType<typeof resetPasswordSchema>>
