import { UTCDate } from '@date-fns/utc'
import { addYears, isAfter, isBefore, isValid } from 'date-fns'
import * as z from 'zod/mini'

import { contactLengthMessage, digitsOnly, findCountryByName } from '@/lib/countries'

/**
 * The student profile's forms (spec part 2 sections 3 to 5), messages word for word. Dates are
 * compared with date-fns on UTC dates; "today" comes from the caller so tests can pin it.
 */
export const STUDENT_MESSAGES = {
  firstName: 'First Name Is Required',
  birthRequired: 'Date of birth is required',
  birthFuture: 'Date of birth cannot be in future',
  birthTooOld: 'Date of birth cannot be more than 100 years prior to current date',
  birthTooYoung: 'You must be at least 15 years old to register',
  birthBeforeAcademic: 'Date of birth should be at least 10 years before academic start date',
  birthBeforeWork: 'Date of birth should be at least 10 years before work experience start date',
  gender: 'Gender Is Required',
  language: 'Language must contain only letters and spaces',
  url: 'Must be a valid URL',
  currentStatus: 'Current status is required',
  altEmailRequired: 'Required',
  altEmailInvalid: 'Invalid email',
  altEmailSame: 'Alternate email must be different from primary email',
  phoneRequired: 'Contact Number Is Required',
  phoneNumeric: 'Contact Number must be numeric',
  city: 'City is required',
  address1: 'Address 1 Is Required',
  country: 'Country Is Required',
  pincodeRequired: 'PinCode Is Required',
  pincodeNumeric: 'Zip code must be numeric',
  // Academic entries.
  level: 'Education level is required',
  academicDates: 'Academic start and end date are required.',
  academicStartAfterBirth:
    'Academic start date must be at least 10 years after your date of birth.',
  academicNeedsBirth: 'Date of birth is required for academic start date',
  academicEndAfterStart: 'Academic end date must be after academic start date.',
  major: 'Major must contain letters and can include numbers',
  college: 'Institution must contain letters and can include numbers',
  scoreNumber: 'Score must be a number',
  scoreRequired: 'Score or GPA is required',
  scoreMin: 'Score must be at least 0',
  scoreMax: 'Score must be at most 100',
  scoreDecimals: 'Score can have up to 2 decimal places',
  // Work entries.
  orgName: 'Company name is required',
  jobTitle: 'Job title is required',
  workDates: 'Work Experience start and end date are required.',
  workBeforeTen: 'Experience cannot start before age 10.',
  workEndAfterStart: 'Experience end date must be after experience start date.',
  jobType: 'Job type is required',
  // One date of the two missing: the spec words only the pair (part 2 section 5).
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  // Major and institution left empty: the spec words only their character rule.
  majorRequired: 'Major is required',
  collegeRequired: 'Institution is required',
  jobTitleDigits: 'Job title must contain letters',
} as const

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const
export const CURRENT_STATUSES = [
  { value: 'working', label: 'Working' },
  { value: 'studying', label: 'Studying' },
  { value: 'none', label: 'None' },
] as const
/** Graduate is offered to catalysts only (part 2 section 9). */
export const STUDENT_EDUCATION_LEVELS = [
  'High School',
  'Undergraduate',
  'Postgraduate',
  'PhD',
  'Other',
] as const
export const JOB_TYPES = ['Remote', 'Office', 'Hybrid'] as const

const day = (value: string | null | undefined): UTCDate | null => {
  if (!value) return null
  const date = new UTCDate(value)
  return isValid(date) ? date : null
}

const text = z.string()
/** Cross-field checks run even while another field is invalid, so every message shows at once. */
const ALWAYS = { when: () => true }
const LETTERS_AND_SPACES = /^[A-Za-z ]*$/
const HAS_LETTER = /[A-Za-z]/
const DIGITS = /^\d+$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export interface StudentPersonalContext {
  primaryEmail: string
  /** Start dates of the saved academic and work entries (the birth date must precede them). */
  academicStarts: readonly string[]
  workStarts: readonly string[]
  today?: Date
}

/** Personal Information (part 2 section 5, "Student personal"). */
export function studentPersonalSchema(context: StudentPersonalContext) {
  const today = new UTCDate(context.today ?? new Date())
  return z
    .object({
      first_name: text.check(z.trim(), z.minLength(1, STUDENT_MESSAGES.firstName)),
      last_name: text,
      email: text,
      birthdate: text,
      gender: text.check(z.minLength(1, STUDENT_MESSAGES.gender)),
      language: text.check(z.trim(), z.regex(LETTERS_AND_SPACES, STUDENT_MESSAGES.language)),
      linkedin_profile: text.check(
        z.trim(),
        z.refine((value) => value === '' || isHttpUrl(value), { error: STUDENT_MESSAGES.url }),
      ),
      alt_email: text.check(
        z.trim(),
        z.minLength(1, STUDENT_MESSAGES.altEmailRequired),
        z.refine((value) => value === '' || EMAIL.test(value), {
          error: STUDENT_MESSAGES.altEmailInvalid,
        }),
        z.refine((value) => value.toLowerCase() !== context.primaryEmail.trim().toLowerCase(), {
          error: STUDENT_MESSAGES.altEmailSame,
        }),
      ),
      country_code: text.check(z.trim()),
      phone_number: text.check(
        z.trim(),
        z.minLength(1, STUDENT_MESSAGES.phoneRequired),
        z.refine((value) => value === '' || DIGITS.test(value), {
          error: STUDENT_MESSAGES.phoneNumeric,
        }),
      ),
      city: text.check(z.trim(), z.minLength(1, STUDENT_MESSAGES.city)),
      address1: text.check(z.trim(), z.minLength(1, STUDENT_MESSAGES.address1)),
      address2: text.check(z.trim()),
      country: text.check(z.trim(), z.minLength(1, STUDENT_MESSAGES.country)),
      pincode: text.check(
        z.trim(),
        z.minLength(1, STUDENT_MESSAGES.pincodeRequired),
        z.refine((value) => value === '' || DIGITS.test(value), {
          error: STUDENT_MESSAGES.pincodeNumeric,
        }),
      ),
      current_status: text.check(z.minLength(1, STUDENT_MESSAGES.currentStatus)),
    })
    .check(
      z.superRefine((values, ctx) => {
        const birthdateError = birthdateMessage(values.birthdate, context, today)
        if (birthdateError)
          ctx.addIssue({ code: 'custom', path: ['birthdate'], message: birthdateError })
        const phone = values.phone_number.trim()
        if (DIGITS.test(phone)) {
          const message = phoneLengthMessage(values.country, values.country_code, phone)
          if (message) ctx.addIssue({ code: 'custom', path: ['phone_number'], message })
        }
      }, ALWAYS),
    )
}

function birthdateMessage(
  value: string,
  context: StudentPersonalContext,
  today: UTCDate,
): string | null {
  const birth = day(value)
  if (!birth) return STUDENT_MESSAGES.birthRequired
  if (isAfter(birth, today)) return STUDENT_MESSAGES.birthFuture
  if (isBefore(addYears(birth, 100), today)) return STUDENT_MESSAGES.birthTooOld
  if (isAfter(addYears(birth, 15), today)) return STUDENT_MESSAGES.birthTooYoung
  const tenYears = addYears(birth, 10)
  const startsTooEarly = (starts: readonly string[]) =>
    starts.some((start) => {
      const date = day(start)
      return date !== null && isBefore(date, tenYears)
    })
  if (startsTooEarly(context.academicStarts)) return STUDENT_MESSAGES.birthBeforeAcademic
  if (startsTooEarly(context.workStarts)) return STUDENT_MESSAGES.birthBeforeWork
  return null
}

/** The national number's length against the country (the dial code removed if typed). */
function phoneLengthMessage(country: string, dialCode: string, phone: string): string | null {
  const known = findCountryByName(country)
  if (!known) return null
  const code = digitsOnly(dialCode || known.dial_code)
  const national =
    code && phone.startsWith(code) && phone.length > code.length ? phone.slice(code.length) : phone
  const lengths = [known.mobile_number_length, known.landline_number_length]
  if (lengths.every((length) => length === undefined)) return null
  if (lengths.includes(national.length) || lengths.includes(phone.length)) return null
  return contactLengthMessage(known)
}

/** The national digits of a stored phone number (stored with or without its dial code). */
export function nationalNumber(
  phone: string | null | undefined,
  dialCode: string | null | undefined,
) {
  const digits = digitsOnly(phone ?? '')
  const code = digitsOnly(dialCode ?? '')
  return code && (phone ?? '').trim().startsWith('+') && digits.startsWith(code)
    ? digits.slice(code.length)
    : digits
}

export type StudentPersonalValues = z.input<ReturnType<typeof studentPersonalSchema>>

/** Checks shared by the academic and work entries: both dates, end after start. */
function checkDates(
  entry: { start_date: string; end_date: string },
  messages: { both: string; endAfterStart: string },
  path: (field: string) => Array<string | number>,
  ctx: z.core.$RefinementCtx<unknown>,
): UTCDate | null {
  const start = day(entry.start_date)
  const end = day(entry.end_date)
  if (!start && !end) {
    ctx.addIssue({ code: 'custom', path: path('start_date'), message: messages.both })
    return null
  }
  if (!start)
    ctx.addIssue({
      code: 'custom',
      path: path('start_date'),
      message: STUDENT_MESSAGES.startRequired,
    })
  if (!end)
    ctx.addIssue({ code: 'custom', path: path('end_date'), message: STUDENT_MESSAGES.endRequired })
  if (start && end && !isAfter(end, start))
    ctx.addIssue({ code: 'custom', path: path('end_date'), message: messages.endAfterStart })
  return start
}

const academicEntry = z.object({
  level: text.check(z.minLength(1, STUDENT_MESSAGES.level)),
  start_date: text,
  end_date: text,
  major: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.majorRequired),
    z.refine((value) => value === '' || HAS_LETTER.test(value), { error: STUDENT_MESSAGES.major }),
  ),
  college: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.collegeRequired),
    z.refine((value) => value === '' || HAS_LETTER.test(value), {
      error: STUDENT_MESSAGES.college,
    }),
  ),
  score: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.scoreRequired),
    z.superRefine((value, ctx) => {
      if (value === '') return
      const message = scoreMessage(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
})

function scoreMessage(value: string): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return STUDENT_MESSAGES.scoreNumber
  const score = Number(value)
  if (score < 0) return STUDENT_MESSAGES.scoreMin
  if (score > 100) return STUDENT_MESSAGES.scoreMax
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return STUDENT_MESSAGES.scoreDecimals
  return null
}

/** Academic Details (part 2 section 5, "Student academic entries"). */
export function studentAcademicSchema({ birthdate }: { birthdate: string | null | undefined }) {
  const birth = day(birthdate)
  return z.object({
    education: z.array(academicEntry).check(
      z.superRefine((entries, ctx) => {
        entries.forEach((entry, index) => {
          const path = (field: string) => [index, field]
          const start = checkDates(
            entry,
            {
              both: STUDENT_MESSAGES.academicDates,
              endAfterStart: STUDENT_MESSAGES.academicEndAfterStart,
            },
            path,
            ctx,
          )
          if (!start) return
          if (!birth)
            ctx.addIssue({
              code: 'custom',
              path: path('start_date'),
              message: STUDENT_MESSAGES.academicNeedsBirth,
            })
          else if (isBefore(start, addYears(birth, 10)))
            ctx.addIssue({
              code: 'custom',
              path: path('start_date'),
              message: STUDENT_MESSAGES.academicStartAfterBirth,
            })
        })
      }, ALWAYS),
    ),
  })
}

export type StudentAcademicValues = z.input<ReturnType<typeof studentAcademicSchema>>

const workEntry = z.object({
  org_name: text.check(z.trim(), z.minLength(1, STUDENT_MESSAGES.orgName)),
  job_title: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.jobTitle),
    z.refine((value) => value === '' || !DIGITS.test(value), {
      error: STUDENT_MESSAGES.jobTitleDigits,
    }),
  ),
  start_date: text,
  end_date: text,
  type: text.check(z.minLength(1, STUDENT_MESSAGES.jobType)),
  currentlyWorking: z.boolean(),
})

/** Work Experience (part 2 section 5, "Student work entries"). */
export function studentWorkSchema({ birthdate }: { birthdate: string | null | undefined }) {
  const birth = day(birthdate)
  return z.object({
    experience: z.array(workEntry).check(
      z.superRefine((entries, ctx) => {
        entries.forEach((entry, index) => {
          const path = (field: string) => [index, field]
          const start = checkDates(
            entry,
            {
              both: STUDENT_MESSAGES.workDates,
              endAfterStart: STUDENT_MESSAGES.workEndAfterStart,
            },
            path,
            ctx,
          )
          if (start && birth && isBefore(start, addYears(birth, 10)))
            ctx.addIssue({
              code: 'custom',
              path: path('start_date'),
              message: STUDENT_MESSAGES.workBeforeTen,
            })
        })
      }, ALWAYS),
    ),
  })
}

export type StudentWorkValues = z.input<ReturnType<typeof studentWorkSchema>>
