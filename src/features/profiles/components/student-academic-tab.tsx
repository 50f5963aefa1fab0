import { useMemo } from 'react'

import { useUpdateStudentProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { toast } from '@/lib/toast'

import { studentAcademicSchema } from '../student-entry-schemas'
import { STUDENT_EDUCATION_LEVELS } from '../student-messages'
import { academicBody, academicValuesOf } from '../student-values'
import { usePendingPhoto } from './pending-photo'
import { AcademicEntriesForm } from './academic-entries-form'

export const ACADEMIC_SAVED = "Student's Academic Data Saved Successfully"

/** Academic Details (spec part 2 sections 2, 4 and 5): the whole list is sent on save. */
export function StudentAcademicTab({
  user,
  onCancel,
}: {
  user: CurrentUser
  onCancel: () => void
}) {
  const schema = useMemo(() => studentAcademicSchema({ birthdate: user.dateOfBirth }), [user])
  const save = useUpdateStudentProfile()
  const photo = usePendingPhoto()
  return (
    <AcademicEntriesForm
      schema={schema}
      defaultValues={academicValuesOf(user)}
      levels={STUDENT_EDUCATION_LEVELS}
      birthDate={user.dateOfBirth}
      saving={save.isPending}
      onCancel={onCancel}
      onSave={async (values) => {
        const data = academicBody(values)
        const message = await save.mutateAsync({
          body: { section: 'academic', data: photo.withPhoto(data) },
          applied: { education: data.education, ...photo.appliedPhoto() },
        })
        photo.saved()
        toast.success(message || ACADEMIC_SAVED)
      }}
    />
  )
}
