import type { CurrentUser } from '@/api/profile/queries'
import {
  catalystProfileCompletion,
  type CatalystCompletion,
  type CompletionRefusals,
  studentProfileCompletion,
} from '@/lib/profile-completion'

import { catalystPersonalSchema, catalystProfessionalSchema } from './catalyst-schemas'
import { catalystPersonalValuesOf, kycValuesOf, professionalValuesOf } from './catalyst-values'
import { kycSchema } from './kyc-schema'
import { studentAcademicSchema, studentWorkSchema } from './student-entry-schemas'
import { studentPersonalSchema } from './student-schemas'
import { academicValuesOf, personalValuesOf, workValuesOf } from './student-values'

/**
 * Profile completion by the same rule the forms validate (issue 36): a saved field the form
 * would refuse, or a list with an entry the form would refuse, does not count. The spec's shares
 * (part 2 section 4) are src/lib/profile-completion.ts; this file only says what the forms
 * refuse. The profile pages and the home guard both read completion from here.
 */
interface Parsed {
  success: boolean
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> }
}

/** The first segment of each path the form refuses. */
function refusedRoots(result: Parsed): Set<string> {
  return new Set((result.error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')))
}

/** The form's field name -> the profile's field name, for the fields completion counts. */
const STUDENT_FIELD: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  birthdate: 'dateOfBirth',
  gender: 'gender',
  language: 'language',
  linkedin_profile: 'linkedinProfile',
  alt_email: 'altEmail',
  country_code: 'countryCode',
  phone_number: 'phoneNumber',
  city: 'city',
  address1: 'address1',
  address2: 'address2',
  country: 'country',
  pincode: 'pinCode',
  current_status: 'currentStatus',
}

const CATALYST_FIELD: Record<string, string> = {
  ...STUDENT_FIELD,
  alt_phone_number: 'altPhoneNumber',
  state: 'state',
  time_zone: 'timeZone',
  specialization_area: 'specializationArea',
  platform_status: 'platformStatus',
  bio: 'bio',
}

const mapped = (roots: Set<string>, names: Record<string, string>) =>
  new Set([...roots].flatMap((root) => (names[root] ? [names[root]] : [])))

/** What the student profile's three tabs refuse in the saved profile. */
export function studentRefusals(user: CurrentUser, today?: Date): CompletionRefusals {
  const personal = studentPersonalSchema({
    primaryEmail: user.email,
    academicStarts: (user.education ?? []).map((entry) => entry.start_date),
    workStarts: (user.experience ?? []).map((entry) => entry.start_date),
    today,
  }).safeParse(personalValuesOf(user))
  const academic = studentAcademicSchema({ birthdate: user.dateOfBirth }).safeParse(
    academicValuesOf(user),
  )
  const work = studentWorkSchema({ birthdate: user.dateOfBirth }).safeParse(workValuesOf(user))
  const lists = new Set<'education' | 'experience'>()
  if (!academic.success) lists.add('education')
  if (!work.success) lists.add('experience')
  return { fields: mapped(refusedRoots(personal), STUDENT_FIELD), lists }
}

/** What the Catalyst profile's four steps refuse in the saved profile. */
export function catalystRefusals(user: CurrentUser, today?: Date): CompletionRefusals {
  const personal = catalystPersonalSchema({ primaryEmail: user.email, today }).safeParse(
    catalystPersonalValuesOf(user),
  )
  const academic = studentAcademicSchema({
    birthdate: user.dateOfBirth,
    birthRules: false,
  }).safeParse(academicValuesOf(user))
  const professional = refusedRoots(
    catalystProfessionalSchema({ birthdate: user.dateOfBirth }).safeParse(
      professionalValuesOf(user),
    ),
  )
  // kycValuesOf shows one empty document to a Catalyst with none: only saved ones are judged.
  const kyc = (user.kycDocs ?? []).length > 0 && !kycSchema.safeParse(kycValuesOf(user)).success
  const lists = new Set<'education' | 'experience' | 'certifications' | 'kycDocs'>()
  if (!academic.success) lists.add('education')
  if (professional.has('experience')) lists.add('experience')
  if (professional.has('certifications')) lists.add('certifications')
  if (kyc) lists.add('kycDocs')
  return { fields: mapped(refusedRoots(personal), CATALYST_FIELD), lists }
}

export function studentCompletion(user: CurrentUser, today?: Date): number {
  return studentProfileCompletion(user, studentRefusals(user, today))
}

export function catalystCompletion(user: CurrentUser, today?: Date): CatalystCompletion {
  return catalystProfileCompletion(user, catalystRefusals(user, today))
}
