import { UTCDate } from '@date-fns/utc'
import { zodResolver } from '@hookform/resolvers/zod'
import { startOfDay } from 'date-fns'
import { useEffect, useMemo } from 'react'
import { Controller, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form'

import { useUpdateStudentProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { MonthYearPicker } from '@/components/ui/month-year-picker'
import { Select } from '@/components/ui/select'
import { endMonthBounds, startMonthBounds } from '@/lib/format/month-bounds'
import { toast } from '@/lib/toast'

import { studentWorkSchema, type StudentWorkValues } from '../student-entry-schemas'
import { JOB_TYPES } from '../student-messages'
import { workBody, workValuesOf } from '../student-values'
import { EntryCard, EntryListForm } from './entry-list'
import { useFadeRemoval } from './use-fade-removal'

export const WORK_SAVED = "Student's Work Experience Data Saved Successfully"

const EMPTY_ENTRY = {
  org_name: '',
  job_title: '',
  start_date: '',
  end_date: '',
  type: '',
  currentlyWorking: false,
}

/** Today (midnight UTC), the end date of a job the student still has (part 2 section 4). */
const today = () => startOfDay(new UTCDate()).toISOString()

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
  const fade = useFadeRemoval(
    entries.remove,
    entries.fields.map((field) => field.id),
    () => void form.trigger(),
  )
  const save = useUpdateStudentProfile()
  // Saved entries that break a rule say so at once, not only once touched: otherwise Save
  // would stay off with no reason shown.
  useEffect(() => {
    if (form.getValues().experience.length > 0) void form.trigger()
  }, [form])

  const onSubmit = form.handleSubmit(async (values) => {
    const data = workBody(values)
    const message = await save.mutateAsync({
      body: { section: 'work', data },
      applied: { experience: data.experience },
    })
    toast.success(message || WORK_SAVED)
    form.reset(values)
  })

  return (
    <EntryListForm
      form={form}
      label="Work experience"
      empty="No work experience yet. Add internships, part-time or full-time jobs."
      addLabel="Add work experience"
      onAdd={() => entries.append(EMPTY_ENTRY)}
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

/** One job: company, title, type, Currently Working Here and the two months. */
function WorkEntry({
  index,
  birthDate,
  leaving,
  onRemove,
}: {
  index: number
  birthDate: string | null | undefined
  leaving: boolean
  onRemove: () => void
}) {
  const { control, register, formState, setValue } = useFormContext<StudentWorkValues>()
  const errors = formState.errors.experience?.[index]
  const [start, end, current] = useWatch({
    control,
    name: [
      `experience.${index}.start_date`,
      `experience.${index}.end_date`,
      `experience.${index}.currentlyWorking`,
    ],
  })
  return (
    <EntryCard title={`Work experience ${index + 1}`} leaving={leaving} onRemove={onRemove}>
      <Field label="Company" error={errors?.org_name?.message} required>
        <Input autoComplete="organization" {...register(`experience.${index}.org_name`)} />
      </Field>
      <Field label="Job title" error={errors?.job_title?.message} required>
        <Input autoComplete="organization-title" {...register(`experience.${index}.job_title`)} />
      </Field>
      <Field label="Job type" error={errors?.type?.message} required>
        <Select {...register(`experience.${index}.type`)}>
          <option value="">Select type</option>
          {JOB_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </Select>
      </Field>
      <Controller
        control={control}
        name={`experience.${index}.currentlyWorking`}
        render={({ field }) => (
          <Field label="Currently Working Here" orientation="horizontal" className="sm:mt-8">
            <Checkbox
              checked={field.value}
              onCheckedChange={(checked) => {
                const working = checked === true
                field.onChange(working)
                setValue(`experience.${index}.end_date`, working ? today() : '', {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name={`experience.${index}.start_date`}
        render={({ field, fieldState }) => (
          <Field label="Start date" error={fieldState.error?.message} required>
            <MonthYearPicker
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              bounds={startMonthBounds({ end, birthDate: birthDate })}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name={`experience.${index}.end_date`}
        render={({ field, fieldState }) => (
          <Field label="End date" error={fieldState.error?.message} required>
            <MonthYearPicker
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disabled={current}
              bounds={endMonthBounds({ start, kind: 'work' })}
            />
          </Field>
        )}
      />
    </EntryCard>
  )
}
