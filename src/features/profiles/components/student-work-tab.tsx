import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'

import { useUpdateStudentProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { useJudgeSavedValues, useJudgeSeenAgain } from '@/lib/form-feedback'
import { toast } from '@/lib/toast'

import { studentWorkSchema, type StudentWorkValues } from '../student-entry-schemas'
import { workBody, workValuesOf } from '../student-values'
import { EntryListForm } from './entry-list'
import { usePendingPhoto } from './pending-photo'
import { useFadeRemoval } from './use-fade-removal'
import { EMPTY_WORK_ENTRY, WorkEntry } from './work-entry'

export const WORK_SAVED = "Student's Work Experience Data Saved Successfully"

/**
 * Work Experience (spec part 2 sections 2, 4 and 5): the whole list is sent on save; Currently
 * Working Here sets the end date to today and locks it, unticking clears it.
 */
export function StudentWorkTab({ user, onCancel }: { user: CurrentUser; onCancel: () => void }) {
  const schema = useMemo(() => studentWorkSchema({ birthdate: user.dateOfBirth }), [user])
  const form = useForm<StudentWorkValues>({
    resolver: zodResolver(schema),
    defaultValues: workValuesOf(user),
    mode: 'onTouched',
  })
  const { control } = form
  const entries = useFieldArray({ control, name: 'experience' })
  const judgeSeenAgain = useJudgeSeenAgain(form)
  const fade = useFadeRemoval(
    entries.remove,
    entries.fields.map((field) => field.id),
    judgeSeenAgain,
  )
  const save = useUpdateStudentProfile()
  const photo = usePendingPhoto()
  // Saved entries that break a rule say so at once; a new entry speaks once its fields are left.
  useJudgeSavedValues(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const data = workBody(values)
    const message = await save.mutateAsync({
      body: { section: 'work', data: photo.withPhoto(data) },
      applied: { experience: data.experience, ...photo.appliedPhoto() },
    })
    photo.saved()
    toast.success(message || WORK_SAVED)
    form.reset(values)
  })

  return (
    <EntryListForm
      form={form}
      label="Work experience"
      empty="No work experience yet. Add internships, part-time or full-time jobs."
      addLabel="Add work experience"
      onAdd={() => entries.append(EMPTY_WORK_ENTRY)}
      saving={save.isPending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {entries.fields.map((entry, index) => (
        <WorkEntry
          key={entry.id}
          index={index}
          birthDate={user.dateOfBirth}
          leaving={fade.isLeaving(entry.id)}
          onRemove={() => fade.removeWithFade(entry.id)}
        />
      ))}
    </EntryListForm>
  )
}
