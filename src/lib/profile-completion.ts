/**
 * Student profile completion (spec part 2 section 4): personal = share of filled personal fields,
 * academic = 100 when any education entry exists, overall = the average of the two.
 */
export const STUDENT_PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'gender',
  'language',
  'linkedinProfile',
  'altEmail',
  'phoneNumber',
  'countryCode',
  'city',
  'address1',
  'address2',
  'country',
  'pinCode',
  'currentStatus',
  'profileImg',
] as const

type StudentLike = Partial<Record<(typeof STUDENT_PERSONAL_FIELDS)[number], unknown>> & {
  education?: readonly unknown[] | null
}

const filled = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '')

/**
 * What the profile's own forms refuse in a saved profile (src/features/profiles/completion.ts
 * reads it from the forms' schemas): a refused field or list counts as not filled, so the
 * completion figure and the form never disagree.
 */
export interface CompletionRefusals {
  fields?: ReadonlySet<string>
  lists?: ReadonlySet<'education' | 'experience' | 'certifications' | 'kycDocs'>
}

const NONE: CompletionRefusals = {}

const some = (list: readonly unknown[] | null | undefined) => (list?.length ?? 0) > 0

export function studentProfileCompletion(
  user: StudentLike,
  refused: CompletionRefusals = NONE,
): number {
  const personalFilled = STUDENT_PERSONAL_FIELDS.filter(
    (field) => filled(user[field]) && !refused.fields?.has(field),
  ).length
  const personal = (personalFilled / STUDENT_PERSONAL_FIELDS.length) * 100
  const academic = some(user.education) && !refused.lists?.has('education') ? 100 : 0
  return Math.round((personal + academic) / 2)
}

/**
 * The 18 personal fields of a Catalyst's completion (spec part 2 section 4): the fields of the
 * Personal Information step, the read-only names and e-mail included; the phone number (not
 * editable), its dial code and the photo are not among them.
 */
export const CATALYST_PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'gender',
  'language',
  'linkedinProfile',
  'altEmail',
  'altPhoneNumber',
  'city',
  'address1',
  'country',
  'pinCode',
  'state',
  'platformStatus',
  'bio',
  'timeZone',
  'specializationArea',
] as const

type CatalystLike = Partial<Record<(typeof CATALYST_PERSONAL_FIELDS)[number], unknown>> & {
  education?: readonly unknown[] | null
  experience?: readonly unknown[] | null
  certifications?: readonly unknown[] | null
  kycDocs?: readonly unknown[] | null
}

export interface CatalystCompletion {
  personal: number
  academic: number
  work: number
  kyc: number
  overall: number
}

/**
 * Catalyst completion (part 2 section 4): personal = share of the 18 personal fields that are not
 * blank; academic 100 with any education entry; work 50 for experience plus 50 for
 * certifications; KYC 100 with any document; overall = the average of the four.
 */
export function catalystProfileCompletion(
  user: CatalystLike,
  refused: CompletionRefusals = NONE,
): CatalystCompletion {
  const personalFilled = CATALYST_PERSONAL_FIELDS.filter(
    (field) => filled(user[field]) && !refused.fields?.has(field),
  ).length
  const has = (list: 'education' | 'experience' | 'certifications' | 'kycDocs') =>
    some(user[list]) && !refused.lists?.has(list)
  const personal = Math.round((personalFilled / CATALYST_PERSONAL_FIELDS.length) * 100)
  const academic = has('education') ? 100 : 0
  const work = (has('experience') ? 50 : 0) + (has('certifications') ? 50 : 0)
  const kyc = has('kycDocs') ? 100 : 0
  const overall = Math.round(
    ((personalFilled / CATALYST_PERSONAL_FIELDS.length) * 100 + academic + work + kyc) / 4,
  )
  return { personal, academic, work, kyc, overall }
}
