import type { HttpHandler } from 'msw'

import type {
  UpdateCounsellorProfileResponse,
  UpdateStudentProfileResponse,
} from '@/api/generated/types.gen'
import { zUpdateCounsellorProfileBody, zUpdateStudentProfileBody } from '@/api/generated/zod.gen'

import { db, type UserRecord } from '../db'
import { ok, operation, requireUser } from './http'
import {
  academicEntries,
  kycDocuments,
  personalChanges,
  refuseReadOnly,
  photoChange,
  workEntries,
} from './profiles/profile-apply'

/**
 * Saving one section of the signed-in user's own profile (spec part 2 sections 2 to 5 and 7).
 * Personal: only the sent fields change; academic, work and KYC: the list is replaced; the photo
 * changes when `picture` (the caller's own upload) is sent. Every rule is checked before anything
 * changes. The answer's message is the spec's success toast.
 */
async function save(user: UserRecord, changes: Partial<UserRecord>): Promise<void> {
  await db.users.updateRecord(user, {
    data(record) {
      Object.assign(record, changes)
    },
  })
}

/**
 * The profile lists, as a refusal names them: each holds at most PROFILE_LIST_MAX_ENTRIES (the
 * contract's maxItems), far more than a real profile has.
 */
const LIST_NAMES = {
  education: 'education entries',
  experience: 'work experience entries',
  workExperience: 'work experience entries',
  certifications: 'certifications',
  kycDocs: 'KYC documents',
} as const

const STUDENT_SAVED = {
  personal: "Student's Personal Data Saved",
  academic: "Student's Academic Data Saved Successfully",
  work: "Student's Work Experience Data Saved Successfully",
} as const

const CATALYST_SAVED = {
  personal: "Catalyst's Personal Data Saved",
  academic: "Catalyst's Academic Data Saved Successfully",
  work: "Catalyst's Professional Experience Data Saved Successfully",
  kyc: "Catalyst's KYC Data Saved Successfully",
} as const

export const profileUpdateHandlers: HttpHandler[] = [
  operation(
    'post',
    '/profile/updateStudentProfile',
    { access: 'user', roles: ['student'], body: zUpdateStudentProfileBody, listNames: LIST_NAMES },
    async (context) => {
      const user = requireUser(context)
      const { body } = context
      const photo = photoChange(body.data.picture, user)
      switch (body.section) {
        case 'personal':
          refuseReadOnly(context.rawBody, user)
          await save(user, { ...personalChanges(body.data, user), ...photo })
          break
        case 'academic':
          await save(user, { education: academicEntries(body.data.education, user), ...photo })
          break
        case 'work':
          await save(user, { experience: workEntries(body.data.experience, user), ...photo })
          break
      }
      return ok<UpdateStudentProfileResponse>({
        success: true,
        message: STUDENT_SAVED[body.section],
      })
    },
  ),

  operation(
    'post',
    '/profile/counselor/update-profile',
    {
      access: 'user',
      roles: ['counsellor'],
      body: zUpdateCounsellorProfileBody,
      listNames: LIST_NAMES,
    },
    async (context) => {
      const user = requireUser(context)
      const { body } = context
      const photo = photoChange(body.data.picture, user)
      switch (body.section) {
        case 'personal':
          refuseReadOnly(context.rawBody, user)
          await save(user, { ...personalChanges(body.data, user), ...photo })
          break
        case 'academic':
          await save(user, { education: academicEntries(body.data.education, user), ...photo })
          break
        case 'work': {
          const { current_status, years_of_experience, certifications, workExperience } = body.data
          const changes: Partial<UserRecord> = {
            currentStatus: current_status,
            yearsOfExperience: years_of_experience,
            ...photo,
          }
          if (certifications) changes.certifications = certifications.map((item) => ({ ...item }))
          if (workExperience) changes.experience = workEntries(workExperience, user)
          await save(user, changes)
          break
        }
        case 'kyc':
          await save(user, { kycDocs: kycDocuments(body.data.kycDocs, user), ...photo })
          break
      }
      return ok<UpdateCounsellorProfileResponse>({
        success: true,
        message: CATALYST_SAVED[body.section],
      })
    },
  ),
]
