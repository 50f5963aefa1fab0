import type { CurrentUser } from '@/api/profile/queries'
import type { UpdateStudentProfileRequest } from '@/api/profile/mutations'
import { findCountryByName, nationalDigits, withDialCode } from '@/lib/countries'

import type { StudentPersonalValues } from './student-schemas'
import { type StudentAcademicValues, type StudentWorkValues } from './student-entry-schemas'

/**
 * Between the current user (the profile answer's names) and the student profile's forms (the
 * update call's names, part 2 section 3), and from a saved form to the call's body.
 */
const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

export function personalValuesOf(user: CurrentUser): StudentPersonalValues {
  const country = findCountryByName(str(user.country))
  // An account without a dial code shows its country's; the first save stores it.
  const countryCode = str(user.countryCode) || (country?.dial_code ?? '')
  return {
    first_name: user.firstName,
    last_name: str(user.lastName),
    email: user.email,
    birthdate: str(user.dateOfBirth),
    gender: str(user.gender),
    language: str(user.language),
    linkedin_profile: str(user.linkedinProfile),
    alt_email: str(user.altEmail),
    country_code: countryCode,
    phone_number: nationalDigits(str(user.phoneNumber), countryCode, country),
    city: str(user.city),
    address1: str(user.address1),
    address2: str(user.address2),
    country: str(user.country),
    pincode: str(user.pinCode),
    current_status: str(user.currentStatus),
  }
}

type PersonalBody = Extract<UpdateStudentProfileRequest, { section: 'personal' }>['data']
type PersonalKey = Exclude<
  keyof StudentPersonalValues,
  'last_name' | 'email' | 'phone_number' | 'country_code'
>

/** The current user's name for each field the personal tab sends as typed. */
const USER_FIELD: Record<PersonalKey, keyof CurrentUser> = {
  first_name: 'firstName',
  birthdate: 'dateOfBirth',
  gender: 'gender',
  language: 'language',
  linkedin_profile: 'linkedinProfile',
  alt_email: 'altEmail',
  city: 'city',
  address1: 'address1',
  address2: 'address2',
  country: 'country',
  pincode: 'pinCode',
  current_status: 'currentStatus',
}

/**
 * Only the fields that differ from what is saved (part 2 section 4), trimmed; optional ones left
 * empty are sent as null. Empty when nothing changed: the screen then says "No changes to save"
 * and sends nothing. `formValues` is what the form holds once the save is through.
 *
 * The number is sent with its dial code in front, prepended only if it was typed without it
 * (part 2 section 5), and again whenever the code changes. The code is sent whenever the profile
 * does not hold the one the form shows (`heldCountryCode`): the form fills it in from the country
 * for an account that has none, and completion counts only what the profile holds.
 */
export function personalChanges(
  saved: StudentPersonalValues,
  values: StudentPersonalValues,
  heldCountryCode: string | null | undefined,
): { body: PersonalBody; applied: Partial<CurrentUser>; formValues: StudentPersonalValues } {
  const body: Record<string, string | null> = {}
  const applied: Record<string, string | null> = {}
  for (const key of Object.keys(USER_FIELD) as PersonalKey[]) {
    const next = values[key].trim()
    if (next === saved[key].trim()) continue
    const sent = next === '' && (key === 'linkedin_profile' || key === 'address2') ? null : next
    body[key] = sent
    applied[USER_FIELD[key]] = sent
  }
  const country = findCountryByName(values.country)
  const code = values.country_code.trim()
  const newCode = code !== '' && code !== (heldCountryCode ?? '').trim()
  if (newCode) {
    body.country_code = code
    applied.countryCode = code
  }
  const phone = values.phone_number.trim()
  const national = nationalDigits(phone, code, country)
  const savedNational = nationalDigits(saved.phone_number.trim(), saved.country_code, country)
  if (phone !== '' && (newCode || national !== savedNational)) {
    body.phone_number = withDialCode(phone, code, country)
    applied.phoneNumber = body.phone_number
  }
  return { body, applied, formValues: { ...values, phone_number: national } }
}

export function academicValuesOf(user: CurrentUser): StudentAcademicValues {
  return {
    education: (user.education ?? []).map((entry) => ({
      level: str(entry.level),
      start_date: str(entry.start_date),
      end_date: str(entry.end_date),
      major: str(entry.major),
      college: str(entry.college),
      score: str(entry.score),
    })),
  }
}

type AcademicBody = Extract<UpdateStudentProfileRequest, { section: 'academic' }>['data']

export function academicBody(values: StudentAcademicValues): AcademicBody {
  return {
    education: values.education.map((entry) => ({
      level: entry.level as AcademicBody['education'][number]['level'],
      start_date: entry.start_date,
      end_date: entry.end_date,
      major: entry.major.trim(),
      college: entry.college.trim(),
      score: Number(entry.score),
    })),
  }
}

export function workValuesOf(user: CurrentUser): StudentWorkValues {
  return {
    experience: (user.experience ?? []).map((entry) => ({
      org_name: entry.org_name,
      job_title: entry.job_title,
      start_date: str(entry.start_date),
      end_date: str(entry.end_date),
      type: str(entry.type),
      currentlyWorking: entry.currentlyWorking ?? false,
    })),
  }
}

type WorkBody = Extract<UpdateStudentProfileRequest, { section: 'work' }>['data']

export function workBody(values: StudentWorkValues): WorkBody {
  return {
    experience: values.experience.map((entry) => ({
      org_name: entry.org_name.trim(),
      job_title: entry.job_title.trim(),
      start_date: entry.start_date,
      end_date: entry.end_date,
      type: entry.type as WorkBody['experience'][number]['type'],
      currentlyWorking: entry.currentlyWorking,
    })),
  }
}
