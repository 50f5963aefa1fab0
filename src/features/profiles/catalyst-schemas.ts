import { UTCDate } from '@date-fns/utc'
import * as z from 'zod/mini'

import { birthdateAgeProblem, type BirthdateAgeProblem } from '@/config/age'
import { contactLengthMessage, findCountryByName, nationalDigits } from '@/lib/countries'
import { unreadableDayMessage } from '@/lib/format/day-value'

import { CATALYST_MESSAGES as M } from './catalyst-messages'
import {
  ALWAYS,
  day,
  dayText,
  DIGITS,
  EMAIL,
  HAS_LETTER,
  isHttpUrl,
  LETTERS_AND_SPACES,
  text,
} from './schema-helpers'
import { workEntriesSchema } from './student-entry-schemas'

/**
 * The Catalyst profile's Personal Information and Professional/Work steps (spec part 2 sections
 * 3 to 5). "Today" comes from the caller so tests can pin it.
 */
const ALPHANUMERIC = /^[A-Za-z0-9 ]*$/
const BIO = /^[A-Za-z0-9 ,]*$/

const trimmed = (...checks: Parameters<typeof text.check>) => text.check(z.trim(), ...checks)
const when = (rule: (value: string) => boolean, message: string) =>
  z.refine<string>((value) => value === '' || rule(value), { error: message })

/** Personal Information (part 2 section 5, "Catalyst personal"). */
export function catalystPersonalSchema(context: { primaryEmail: string; today?: Date }) {
  const today = new UTCDate(context.today ?? new Date())
  return z
    .object({
      first_name: trimmed(z.minLength(1, M.firstName)),
      last_name: text,
      email: text,
      country_code: text,
      phone_number: text,
      birthdate: text,
      gender: text.check(z.minLength(1, M.gender)),
      language: trimmed(z.regex(LETTERS_AND_SPACES, M.language)),
      linkedin_profile: trimmed(when(isHttpUrl, M.url)),
      alt_email: trimmed(
        when((value) => EMAIL.test(value), M.altEmailInvalid),
        when(
          (value) => value.toLowerCase() !== context.primaryEmail.trim().toLowerCase(),
          M.altEmailSame,
        ),
      ),
      alt_phone_number: trimmed(when((value) => DIGITS.test(value), M.altPhoneNumeric)),
      country: trimmed(z.minLength(1, M.country)),
      state: trimmed(
        z.minLength(1, M.stateRequired),
        when((value) => ALPHANUMERIC.test(value), M.stateCharacters),
      ),
      city: trimmed(
        z.minLength(1, M.cityRequired),
        when((value) => ALPHANUMERIC.test(value), M.cityCharacters),
        when((value) => !DIGITS.test(value.replaceAll(' ', '')), M.cityNumeric),
      ),
      address1: trimmed(
        z.minLength(1, M.address1),
        when((value) => !/^[\d\s]+$/.test(value), M.address1Numeric),
      ),
      pincode: trimmed(
        z.minLength(1, M.pincodeRequired),
        when((value) => DIGITS.test(value), M.pincodeNumeric),
        when((value) => !DIGITS.test(value) || value.length <= 6, M.pincodeLength),
      ),
      time_zone: text.check(z.minLength(1, M.timeZone)),
      specialization_area: trimmed(
        z.minLength(1, M.specializationRequired),
        when((value) => ALPHANUMERIC.test(value), M.specializationCharacters),
      ),
      platform_status: text.check(z.minLength(1, M.platformStatus)),
      bio: trimmed(
        z.maxLength(200, M.bioLength),
        when((value) => BIO.test(value), M.bioCharacters),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        const birthError = birthdateMessage(values.birthdate, today)
        if (birthError) ctx.addIssue({ code: 'custom', path: ['birthdate'], message: birthError })
        const alt = values.alt_phone_number.trim()
        if (DIGITS.test(alt)) {
          const message = altPhoneLengthMessage(values.country, alt)
          if (message) ctx.addIssue({ code: 'custom', path: ['alt_phone_number'], message })
        }
      }, ALWAYS),
    )
}

export type CatalystPersonalValues = z.input<ReturnType<typeof catalystPersonalSchema>>

const AGE_MESSAGES: Record<BirthdateAgeProblem, string> = {
  future: M.birthFuture,
  tooOld: M.birthTooOld,
  tooYoung: M.birthTooYoung,
}

function birthdateMessage(value: string, today: UTCDate): string | null {
  const birth = day(value)
  if (!birth) return value.trim() ? unreadableDayMessage(value) : M.birthRequired
  const problem = birthdateAgeProblem(birth, today)
  return problem ? AGE_MESSAGES[problem] : null
}

/**
 * "Invalid alternate contact number length ( should be 10 for mobile)" (part 2 section 5): the
 * number is measured without the country's dial code, if typed with it; it is saved with it.
 */
function altPhoneLengthMessage(country: string, phone: string): string | null {
  const known = findCountryByName(country)
  if (!known) return null
  const national = nationalDigits(phone, known.dial_code, known)
  const lengths = [known.mobile_number_length, known.landline_number_length]
  if (lengths.includes(national.length)) return null
  return (
    contactLengthMessage(known)?.replace('Invalid contact', 'Invalid alternate contact') ?? null
  )
}

const certification = z.object({
  name: trimmed(
    z.maxLength(100, M.certificationName),
    when((value) => HAS_LETTER.test(value), M.certificationNameLetters),
  ),
  desc: trimmed(
    z.maxLength(200, M.certificationDesc),
    when((value) => HAS_LETTER.test(value), M.certificationDescLetters),
  ),
  date: dayText,
})

export type CertificationValues = z.input<typeof certification>

const filledCount = (entry: CertificationValues) =>
  [entry.name.trim(), entry.desc.trim(), entry.date].filter(Boolean).length

/** A certification with nothing in it is dropped before sending (part 2 section 5). */
export const isBlankCertification = (entry: CertificationValues) => filledCount(entry) === 0

export const certificationsSchema = z.array(certification).check(
  z.superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      const count = filledCount(entry)
      if (entries.length > 1 && count < 3)
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: M.certificationsAllFilled })
      else if (count > 0 && count < 3)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: M.certificationAllOrNothing,
        })
    })
  }, ALWAYS),
)

/** Professional/Work (part 2 section 5, "Catalyst professional"). */
export function catalystProfessionalSchema({
  birthdate,
}: {
  birthdate: string | null | undefined
}) {
  return z.object({
    current_status: text.check(z.minLength(1, M.currentStatus)),
    years_of_experience: text.check(z.minLength(1, M.yearsRequired)),
    certifications: certificationsSchema,
    experience: workEntriesSchema({ birthdate, oneCurrent: M.oneCurrentJob }),
  })
}

export type CatalystProfessionalValues = z.input<ReturnType<typeof catalystProfessionalSchema>>
