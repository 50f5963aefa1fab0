import { UTCDate } from '@date-fns/utc'
import { addYears, isBefore } from 'date-fns'
import * as z from 'zod/mini'

import { birthdateAgeProblem, type BirthdateAgeProblem } from '@/config/age'
import { contactLengthMessage, findCountryByName, nationalDigits } from '@/lib/countries'
import { unreadableDayMessage } from '@/lib/format/day-value'

import { ALWAYS, day, DIGITS, EMAIL, isHttpUrl, LETTERS_AND_SPACES, text } from './schema-helpers'
import { STUDENT_MESSAGES } from './student-messages'

/**
 * Personal Information of the student profile (spec part 2 sections 3 to 5). Dates are compared
 * with date-fns on UTC dates; "today" comes from the caller so tests can pin it. The academic and
 * work entries are in student-entry-schemas.ts.
 */
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

const AGE_MESSAGES: Record<BirthdateAgeProblem, string> = {
  future: STUDENT_MESSAGES.birthFuture,
  tooOld: STUDENT_MESSAGES.birthTooOld,
  tooYoung: STUDENT_MESSAGES.birthTooYoung,
}

function birthdateMessage(
  value: string,
  context: StudentPersonalContext,
  today: UTCDate,
): string | null {
  const birth = day(value)
  if (!birth) return value.trim() ? unreadableDayMessage(value) : STUDENT_MESSAGES.birthRequired
  const problem = birthdateAgeProblem(birth, today)
  if (problem) return AGE_MESSAGES[problem]
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

/**
 * The national number's length against the country: a number typed with its dial code in front
 * is measured without it (part 2 section 5), and is saved with the code once (withDialCode).
 */
function phoneLengthMessage(country: string, dialCode: string, phone: string): string | null {
  const known = findCountryByName(country)
  if (!known) return null
  const national = nationalDigits(phone, dialCode || known.dial_code, known)
  const lengths = [known.mobile_number_length, known.landline_number_length]
  return lengths.includes(national.length) ? null : contactLengthMessage(known)
}

export type StudentPersonalValues = z.input<ReturnType<typeof studentPersonalSchema>>
