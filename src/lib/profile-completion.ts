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

export function studentProfileCompletion(user: StudentLike): number {
  const personalFilled = STUDENT_PERSONAL_FIELDS.filter((field) => filled(user[field])).length
  const personal = (personalFilled / STUDENT_PERSONAL_FIELDS.length) * 100
  const academic = (user.education?.length ?? 0) > 0 ? 100 : 0
  return Math.round((personal + academic) / 2)
}
