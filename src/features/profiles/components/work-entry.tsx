import { UTCDate } from '@date-fns/utc'
import { startOfDay } from 'date-fns'
import { Controller, useFormContext, useWatch } from 'react-hook-form'

import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { endMonthBounds, startMonthBounds } from '@/lib/format/month-bounds'

import type { WorkEntryValues } from '../student-entry-schemas'
import { JOB_TYPES } from '../student-messages'
import { EntryCard } from './entry-list'
import { MonthField } from './month-field'

export const EMPTY_WORK_ENTRY: WorkEntryValues = {
  org_name: '',
  job_title: '',
  start_date: '',
  end_date: '',
  type: '',
  currentlyWorking: false,
}

/** Today (midnight UTC), the end date of a job still held (part 2 section 4). */
const today = () => startOfDay(new UTCDate()).toISOString()

type WorkForm = { experience: WorkEntryValues[] }

/** One job: company, title, type, Currently Working Here and the two months. */
export function WorkEntry({
  index,
  birthDate,
  leaving,
  onRemove,
  currentElsewhere = false,
}: {
  index: number
  birthDate: string | null | undefined
  leaving: boolean
  onRemove: () => void
  /** Another entry is the current job (a Catalyst has one at most, part 2 section 4). */
  currentElsewhere?: boolean
}) {
  const { control, register, formState, setValue } = useFormContext<WorkForm>()
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
        render={({ field, fieldState }) => (
          <Field
            label="Currently Working Here"
            orientation="horizontal"
            className="sm:mt-8"
            error={fieldState.error?.message}
            description={
              currentElsewhere && !field.value ? 'Another job is marked as current.' : undefined
            }
          >
            <Checkbox
              checked={field.value}
              disabled={currentElsewhere && !field.value}
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
      <MonthField
        control={control}
        name={`experience.${index}.start_date`}
        label="Start date"
        bounds={startMonthBounds({ end, birthDate })}
      />
      <MonthField
        control={control}
        name={`experience.${index}.end_date`}
        label="End date"
        bounds={endMonthBounds({ start, kind: 'work' })}
        disabled={current}
      />
    </EntryCard>
  )
}
