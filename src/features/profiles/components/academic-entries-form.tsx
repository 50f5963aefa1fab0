import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { useJudgeSavedValues, useJudgeSeenAgain } from '@/lib/form-feedback'
import { endMonthBounds, startMonthBounds } from '@/lib/format/month-bounds'

import type { studentAcademicSchema, StudentAcademicValues } from '../student-entry-schemas'
import { EntryCard, EntryListForm } from './entry-list'
import { MonthField } from './month-field'
import { useFadeRemoval } from './use-fade-removal'

const EMPTY_ENTRY = { level: '', start_date: '', end_date: '', major: '', college: '', score: '' }

/**
 * Academic details as a list of education entries (spec part 2 sections 2, 4 and 5), the
 * student's tab and the Catalyst's step: the whole list is sent on save.
 */
export function AcademicEntriesForm({
  schema,
  defaultValues,
  levels,
  birthDate,
  saving,
  onSave,
  onCancel,
}: {
  schema: ReturnType<typeof studentAcademicSchema>
  defaultValues: StudentAcademicValues
  levels: readonly string[]
  birthDate: string | null | undefined
  saving: boolean
  /** Sends the list; resolves once saved (the form then takes the values as saved). */
  onSave: (values: StudentAcademicValues) => Promise<void>
  onCancel: () => void
}) {
  const form = useForm<StudentAcademicValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  })
  const { control } = form
  const entries = useFieldArray({ control, name: 'education' })
  const judgeSeenAgain = useJudgeSeenAgain(form)
  const fade = useFadeRemoval(
    entries.remove,
    entries.fields.map((field) => field.id),
    judgeSeenAgain,
  )
  // Saved entries that break a rule say so at once; a new entry speaks once its fields are left.
  useJudgeSavedValues(form)

  const onSubmit = form.handleSubmit(async (values) => {
    await onSave(values)
    form.reset(values)
  })

  return (
    <EntryListForm
      form={form}
      label="Academic details"
      empty="No academic details yet. Add your school, college or university."
      addLabel="Add education"
      onAdd={() => entries.append(EMPTY_ENTRY)}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {entries.fields.map((entry, index) => (
        <AcademicEntry
          key={entry.id}
          index={index}
          levels={levels}
          birthDate={birthDate}
          leaving={fade.isLeaving(entry.id)}
          onRemove={() => fade.removeWithFade(entry.id)}
        />
      ))}
    </EntryListForm>
  )
}

/** One education entry: level, score, major, institution and the two months. */
function AcademicEntry({
  index,
  levels,
  birthDate,
  leaving,
  onRemove,
}: {
  index: number
  levels: readonly string[]
  birthDate: string | null | undefined
  leaving: boolean
  onRemove: () => void
}) {
  const { control, register, formState } = useFormContext<StudentAcademicValues>()
  const errors = formState.errors.education?.[index]
  const [start, end] = useWatch({
    control,
    name: [`education.${index}.start_date`, `education.${index}.end_date`],
  })
  return (
    <EntryCard title={`Education ${index + 1}`} leaving={leaving} onRemove={onRemove}>
      <Field label="Education level" error={errors?.level?.message} required>
        <Select {...register(`education.${index}.level`)}>
          <option value="">Select level</option>
          {levels.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </Select>
      </Field>
      <Field label="Score or GPA" error={errors?.score?.message} required>
        <Input inputMode="decimal" {...register(`education.${index}.score`)} />
      </Field>
      <Field label="Major" error={errors?.major?.message} required>
        <Input {...register(`education.${index}.major`)} />
      </Field>
      <Field label="Institution" error={errors?.college?.message} required>
        <Input {...register(`education.${index}.college`)} />
      </Field>
      <MonthField
        control={control}
        name={`education.${index}.start_date`}
        label="Start date"
        bounds={startMonthBounds({ end, birthDate })}
      />
      <MonthField
        control={control}
        name={`education.${index}.end_date`}
        label="End date"
        bounds={endMonthBounds({ start, kind: 'academic' })}
      />
    </EntryCard>
  )
}
