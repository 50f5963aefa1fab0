import { useMemo } from 'react'

import { useUpdateCounsellorProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { toast } from '@/lib/toast'

import { CATALYST_EDUCATION_LEVELS, CATALYST_SAVED } from '../catalyst-messages'
import { usePendingPhoto } from '../components/pending-photo'
import { AcademicEntriesForm } from '../components/academic-entries-form'
import { studentAcademicSchema } from '../student-entry-schemas'
import { academicBody, academicValuesOf } from '../student-values'

/**
 * Step 2, Educational/Academic (spec part 2 section 5, "Catalyst academic"): the student's entries
 * with Graduate among the levels; the dates are only required (no birth-date rule).
 */
export function CatalystAcademicStep({
  user,
  onCancel,
}: {
  user: CurrentUser
  onCancel: () => void
}) {
  const schema = useMemo(
    () => studentAcademicSchema({ birthdate: user.dateOfBirth, birthRules: false }),
    [user],
  )
  const save = useUpdateCounsellorProfile()
  const photo = usePendingPhoto()
  return (
    <AcademicEntriesForm
      schema={schema}
      defaultValues={academicValuesOf(user)}
      levels={CATALYST_EDUCATION_LEVELS}
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
        toast.success(message || CATALYST_SAVED.academic)
      }}
    />
  )
}
