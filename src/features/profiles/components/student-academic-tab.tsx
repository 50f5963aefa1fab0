import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form'

import { useUpdateStudentProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { MonthYearPicker } from '@/components/ui/month-year-picker'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/cn'
import { endMonthBounds, startMonthBounds } from '@/lib/format/month-bounds'
import { toast } from '@/lib/toast'

import {
  STUDENT_EDUCATION_LEVELS,
  studentAcademicSchema,
  type StudentAcademicValues,
} from '../student-schemas'
import { academicBody, academicValuesOf } from '../student-values'
import { ProfileFormActions } from './profile-form-actions'
import { useFadeRemoval } from './use-fade-removal'

export const ACADEMIC_SAVED = "Student's Academic Data Saved Successfully"

const EMPTY_ENTRY = { level: '', start_date: '', end_date: '', major: '', college: '', score: '' }

/** Academic Details (spec part 2 sections 2, 4 and 5): the whole list is sent on save. */
export function StudentAcademicTab({
  user,
  onCancel,
}: {
  user: CurrentUser
  onCancel: () => void
}) {
  const schema = useMemo(() => studentAcademicSchema({ birthdate: user.dateOfBirth }), [user])
  const form = useForm<StudentAcademicValues>({
    resolver: zodResolver(schema),
    defaultValues: academicValuesOf(user),
    mode: 'onTouched',
  })
  const { control, formState } = form
  const { isValid, isDirty } = formState
  const entries = useFieldArray({ control, name: 'education' })
  const fade = useFadeRemoval(
    entries.remove,
    entries.fields.map((field) => field.id),
    () => void form.trigger(),
  )
  const save = useUpdateStudentProfile()
  // Saved entries that break a rule say so at once, not only once touched: otherwise Save
  // would stay off with no reason shown.
  useEffect(() => {
    if (form.getValues().education.length > 0) void form.trigger()
  }, [form])

  const onSubmit = form.handleSubmit(async (values) => {
    const data = academicBody(values)
    const message = await save.mutateAsync({
      body: { section: 'academic', data },
      applied: { education: data.education },
    })
    toast.success(message || ACADEMIC_SAVED)
    form.reset(values)
  })

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event).catch(() => {})}
        className="flex flex-col gap-4"
      >
        {entries.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No academic details yet. Add your school, college or university.
          </p>
        ) : null}
        <ol className="flex flex-col gap-4" aria-label="Academic details">
          {entries.fields.map((entry, index) => (
            <AcademicEntry
              key={entry.id}
              index={index}
              birthDate={user.dateOfBirth}
              leaving={fade.isLeaving(entry.id)}
              onRemove={() => fade.removeWithFade(entry.id)}
            />
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => entries.append(EMPTY_ENTRY)}
        >
          <Plus aria-hidden />
          Add education
        </Button>
        <ProfileFormActions
          canSave={isValid && isDirty}
          saving={save.isPending}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  )
}

/** One education entry: level, score, major, institution and the two months. */
function AcademicEntry({
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
  const { control, register, formState } = useFormContext<StudentAcademicValues>()
  const errors = formState.errors.education?.[index]
  const [start, end] = useWatch({
    control,
    name: [`education.${index}.start_date`, `education.${index}.end_date`],
  })
  return (
    <li
      aria-label={`Education ${index + 1}`}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border p-4 transition-opacity duration-300',
        leaving && 'pointer-events-none opacity-0',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Education {index + 1}</h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Remove education ${index + 1}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Education level" error={errors?.level?.message} required>
          <Select {...register(`education.${index}.level`)}>
            <option value="">Select level</option>
            {STUDENT_EDUCATION_LEVELS.map((level) => (
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
        <Controller
          control={control}
          name={`education.${index}.start_date`}
          render={({ field, fieldState }) => (
            <Field label="Start date" error={fieldState.error?.message} required>
              <MonthYearPicker
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                bounds={startMonthBounds({ end, birthDate })}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name={`education.${index}.end_date`}
          render={({ field, fieldState }) => (
            <Field label="End date" error={fieldState.error?.message} required>
              <MonthYearPicker
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                bounds={endMonthBounds({ start, kind: 'academic' })}
              />
            </Field>
          )}
        />
      </div>
    </li>
  )
}
