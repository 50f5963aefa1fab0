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
  workEntries,
} from './profiles/profile-apply'

/**
 * Saving one section of the signed-in user's own profile (spec part 2 sections 2 to 5 and 7).
 * Personal: only the sent fields change; academic, work and KYC: the list is replaced; the photo
 * changes when `picture` is sent. The answer's message is the spec's success toast.
 */
async function save(
  user: UserRecord,
  changes: Partial<UserRecord>,
  picture: string | undefined,
): Promise<void> {
  await db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      Object.assign(record, changes)
      if (picture !== undefined) record.profileImg = picture
    },
  })
}

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
    { access: 'user', roles: ['student'], body: zUpdateStudentProfileBody },
    async (context) => {
      const user = requireUser(context)
      const { body } = context
      switch (body.section) {
        case 'personal':
          await save(user, personalChanges(body.data, user), undefined)
          break
        case 'academic':
          await save(
            user,
            { education: academicEntries(body.data.education, user) },
            body.data.picture,
          )
          break
        case 'work':
          await save(
            user,
            { experience: workEntries(body.data.experience, user) },
            body.data.picture,
          )
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
    { access: 'user', roles: ['counsellor'], body: zUpdateCounsellorProfileBody },
    async (context) => {
      const user = requireUser(context)
      const { body } = context
      switch (body.section) {
        case 'personal':
          await save(user, personalChanges(body.data, user), undefined)
          break
        case 'academic':
          await save(
            user,
            { education: academicEntries(body.data.education, user) },
            body.data.picture,
          )
          break
        case 'work': {
          const { current_status, years_of_experience, certifications, workExperience, picture } =
            body.data
          const changes: Partial<UserRecord> = {
            currentStatus: current_status,
            yearsOfExperience: years_of_experience,
          }
          if (certifications) changes.certifications = certifications.map((item) => ({ ...item }))
          if (workExperience) changes.experience = workEntries(workExperience, user)
          await save(user, changes, picture)
          break
        }
        case 'kyc':
          await save(user, { kycDocs: kycDocuments(body.data.kycDocs) }, body.data.picture)
          break
      }
      return ok<UpdateCounsellorProfileResponse>({
        success: true,
        message: CATALYST_SAVED[body.section],
      })
    },
  ),
]
