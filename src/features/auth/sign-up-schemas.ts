import * as z from 'zod/mini'

import type { SignUpRequest } from '@/api/auth/account'
import { contactNumberError, countryCodeError, findCountryByName } from '@/lib/countries'

import {
  accountTypeField,
  ALWAYS,
  containsPersonalInfo,
  emailField,
  firstNameField,
  lastNameField,
  PASSWORDS_DONT_MATCH,
  PERSONAL_PASSWORD,
  signUpPasswordField,
  TERMS_REQUIRED,
} from './schemas'

// Sign-up forms (spec part 1 sections 3 and 4): they check the phone number against the country
// table, so they live apart from the sign-in schemas and the table stays off the sign-in page.

/** Country, dial code and contact number, checked against the country list. */
const contactShape = {
  country: z.string().check(z.trim(), z.minLength(1, 'Country is required')),
  countryCode: z.string().check(z.trim(), z.minLength(1, 'Country code is required')),
  contact: z.string().check(z.trim()),
}

interface ContactValues {
  country?: unknown
  countryCode?: unknown
  contact?: unknown
}

function checkContact(values: ContactValues, ctx: z.core.$RefinementCtx<ContactValues>) {
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

const acceptTermsField = z.boolean().check(z.refine((value) => value, { error: TERMS_REQUIRED }))

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
  .check(
    z.superRefine((values, ctx) => {
      const { password, confirmPassword } = values
      if (typeof password === 'string' && containsPersonalInfo(password, values)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: PERSONAL_PASSWORD })
      }
      if (confirmPassword !== password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH })
      }
      checkContact(values, ctx)
    }, ALWAYS),
  )

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
    .check(z.superRefine(checkContact, ALWAYS))
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
