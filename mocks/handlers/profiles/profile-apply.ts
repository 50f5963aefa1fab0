import type * as z from 'zod/mini'

import type {
  zAcademicSectionData,
  zCatalystPersonalWritable,
  zKycSectionData,
  zStudentPersonalWritable,
  zWorkSectionData,
} from '@/api/generated/zod.gen'
import { birthdateAgeProblem } from '@/config/age'
import type { Country } from '@/lib/countries'

import type { UserRecord } from '../../db'
import { countryTable } from '../../services/country-table'
import { HttpError } from '../http'
import { requireOwnUpload } from '../uploads/references'
import { mockNow } from '../../services/clock'

/**
 * Applying a profile section to a user record, with the cross-field rules the contract leaves to
 * the server (spec part 2 sections 3 to 5). Validation failures answer 400 with the spec's text.
 */
type PersonalData =
  z.infer<typeof zStudentPersonalWritable> | z.infer<typeof zCatalystPersonalWritable>
type PersonalKey =
  keyof z.infer<typeof zStudentPersonalWritable> | keyof z.infer<typeof zCatalystPersonalWritable>
type AcademicInput = z.infer<typeof zAcademicSectionData>['education']
type WorkInput = z.infer<typeof zWorkSectionData>['experience']
type KycInput = z.infer<typeof zKycSectionData>['kycDocs']
type Education = NonNullable<UserRecord['education']>
type Experience = NonNullable<UserRecord['experience']>
type KycDocs = NonNullable<UserRecord['kycDocs']>

/** Request field -> user record field (the contract's CurrentUser names); `picture` is an upload. */
const PERSONAL_FIELDS: Record<Exclude<PersonalKey, 'picture'>, keyof UserRecord> = {
  first_name: 'firstName',
  birthdate: 'dateOfBirth',
  gender: 'gender',
  language: 'language',
  linkedin_profile: 'linkedinProfile',
  alt_email: 'altEmail',
  phone_number: 'phoneNumber',
  alt_phone_number: 'altPhoneNumber',
  country_code: 'countryCode',
  city: 'city',
  address1: 'address1',
  address2: 'address2',
  country: 'country',
  pincode: 'pinCode',
  current_status: 'currentStatus',
  state: 'state',
  platform_status: 'platformStatus',
  bio: 'bio',
  time_zone: 'timeZone',
  specialization_area: 'specializationArea',
}

function bad(message: string): never {
  throw new HttpError(400, message)
}

function addYears(iso: string, years: number): string {
  const date = new Date(iso)
  date.setUTCFullYear(date.getUTCFullYear() + years)
  return date.toISOString()
}

/** The age rule the profile forms apply too (src/config/age.ts), so both agree to the day. */
function checkBirthdate(birthdate: string, user: UserRecord): void {
  const problem = birthdateAgeProblem(new Date(birthdate), mockNow())
  if (problem === 'future') bad('Date of birth cannot be in future')
  if (problem === 'tooOld') bad('Date of birth cannot be more than 100 years prior to current date')
  if (problem === 'tooYoung') {
    bad(
      user.role === 'student'
        ? 'You must be at least 15 years old to register'
        : 'You must be at least 15 years old',
    )
  }
  if (user.role !== 'student') return
  const tenYears = addYears(birthdate, 10)
  if ((user.education ?? []).some((entry) => entry.start_date < tenYears)) {
    bad('Date of birth should be at least 10 years before academic start date')
  }
  if ((user.experience ?? []).some((entry) => entry.start_date < tenYears)) {
    bad('Date of birth should be at least 10 years before work experience start date')
  }
}

/**
 * Fields a profile shows but never changes (part 2 section 3): the names given at sign-up other
 * than the first, the sign-in e-mail and, for a Catalyst, the phone number. A save that sends one
 * is refused, so that a client that believes it changed them learns otherwise.
 */
export function refuseReadOnly(rawBody: unknown, user: UserRecord): void {
  const data = (rawBody as { data?: unknown } | null)?.data
  if (!data || typeof data !== 'object') return
  const readOnly = ['last_name', 'email', ...(user.role === 'counsellor' ? ['phone_number'] : [])]
  const sent = readOnly.find((key) => key in data)
  if (sent) bad(`${sent} cannot be changed.`)
}

/** Only the fields sent change (the client sends the changed ones); the photo is `photoChange`'s. */
export function personalChanges(data: PersonalData, user: UserRecord): Partial<UserRecord> {
  if (data.birthdate) checkBirthdate(data.birthdate, user)
  if (data.alt_email && data.alt_email.toLowerCase() === user.email.toLowerCase()) {
    bad('Alternate email must be different from primary email')
  }
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    const target = PERSONAL_FIELDS[key as Exclude<PersonalKey, 'picture'>]
    if (target && value !== undefined) changes[target] = value
  }
  const country = countryTable().findCountryByName(data.country ?? user.country)
  const dialCode = data.country_code ?? user.countryCode ?? country?.dial_code ?? ''
  if ('phone_number' in data && data.phone_number)
    changes.phoneNumber = phoneToKeep(data.phone_number, dialCode, country)
  if ('alt_phone_number' in data && data.alt_phone_number) {
    changes.altPhoneNumber = phoneToKeep(data.alt_phone_number, dialCode, country, 'alternate ')
  }
  return changes
}

/**
 * A number is kept as the contract writes it, "+", the dial code, then the national number: the
 * code is prepended if missing, never twice (part 2 section 5), and what follows it must have the
 * country's length ("Invalid contact number length ( should be 10 for mobile)").
 */
function phoneToKeep(
  value: string,
  dialCode: string,
  country: Country | undefined,
  kind: '' | 'alternate ' = '',
): string {
  const { contactLengthMessage, nationalDigits, withDialCode } = countryTable()
  const national = nationalDigits(value, dialCode, country)
  const lengths = [country?.mobile_number_length, country?.landline_number_length]
  const message = country ? contactLengthMessage(country) : null
  if (message && !lengths.includes(national.length))
    bad(message.replace('Invalid contact', `Invalid ${kind}contact`))
  return withDialCode(value, dialCode, country)
}

export function academicEntries(entries: AcademicInput, user: UserRecord): Education {
  for (const entry of entries) {
    if (entry.end_date <= entry.start_date)
      bad('Academic end date must be after academic start date.')
    if (user.role !== 'student') continue
    if (!user.dateOfBirth) bad('Date of birth is required for academic start date')
    if (entry.start_date < addYears(user.dateOfBirth, 10)) {
      bad('Academic start date must be at least 10 years after your date of birth.')
    }
  }
  return entries.map((entry) => ({ ...entry }))
}

export function workEntries(entries: WorkInput, user: UserRecord): Experience {
  for (const entry of entries) {
    if (entry.end_date <= entry.start_date)
      bad('Experience end date must be after experience start date.')
    if (user.dateOfBirth && entry.start_date < addYears(user.dateOfBirth, 10))
      bad('Experience cannot start before age 10.')
  }
  if (user.role === 'counsellor' && entries.filter((entry) => entry.currentlyWorking).length > 1) {
    bad('Only one work experience can be marked as currently working.')
  }
  return entries.map((entry) => ({ ...entry }))
}

/**
 * A new photo: the caller's own `profile-photo` upload, which views then sign (`pictureFileId`);
 * the external picture it replaces is dropped. Nothing changes when no picture is sent.
 */
export function photoChange(fileId: string | undefined, user: UserRecord): Partial<UserRecord> {
  if (fileId === undefined) return {}
  requireOwnUpload(user, fileId, 'profile-photo')
  return { pictureFileId: fileId, profileImg: null }
}

/**
 * Each document keeps its upload (`file`, the caller's own `kyc-document` upload) and the link
 * typed; `signed_url` is made by the views when they are read.
 */
export function kycDocuments(entries: KycInput, user: UserRecord): KycDocs {
  return entries.map((entry) => {
    if (entry.expiry_date && entry.expiry_date <= entry.issue_date)
      bad('Expiry date must be after issue date')
    if (!entry.file && !entry.link) bad('File or link is required')
    if (entry.file) requireOwnUpload(user, entry.file, 'kyc-document')
    return {
      id: entry.id,
      name: entry.name,
      issuer_country: entry.issuer_country,
      id_number: entry.id_number,
      issue_date: entry.issue_date,
      expiry_date: entry.expiry_date ?? null,
      file: entry.file ?? null,
      link: entry.link ?? null,
      signed_url: null,
    }
  })
}
