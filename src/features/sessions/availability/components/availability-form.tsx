import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useUpdateAvailability, type AvailabilityState } from '@/api/sessions/queries'
import { Alert } from '@/components/ui/alert'
import { Field } from '@/components/ui/field'
import { FormActions } from '@/components/ui/form-actions'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { SESSION_HORIZON_MAX_DAYS, TIME_ZONES } from '@/config/constants'
import { userMessageFor } from '@/lib/error-messages'
import { useJudgeSavedValues } from '@/lib/form-feedback'
import { toast } from '@/lib/toast'

import {
  AVAILABILITY_MESSAGES as M,
  BUFFER_CHOICES,
  SESSION_LENGTH_CHOICES,
} from '../availability-rules'
import { availabilityOf, formValuesOf } from '../availability-values'
import { availabilitySchema, type AvailabilityFormValues } from '../schemas'
import { DaysOffField } from './days-off-field'
import { WeeklyHoursField } from './weekly-hours-field'

/**
 * The availability form (issue 29): what the server answered, edited and saved whole. A failed
 * save shows the server's message in place and keeps what was typed; `readOnly` (no Prime or
 * Elite plan) shows it all, switched off.
 */
export function AvailabilityForm({
  state,
  readOnly,
}: {
  state: AvailabilityState
  readOnly: boolean
}) {
  const saved = useMemo(() => formValuesOf(state.availability), [state.availability])
  const form = useForm<AvailabilityFormValues>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: saved,
    mode: 'onTouched',
  })
  const save = useUpdateAvailability()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, formState } = form
  const { errors } = formState
  useJudgeSavedValues(form)

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const next = await save.mutateAsync(availabilityOf(values))
      toast.success(M.saved)
      form.reset(formValuesOf(next.availability))
    } catch (error) {
      setFailure(userMessageFor(error))
    }
  })

  return (
    <form
      noValidate
      aria-label="Availability"
      onSubmit={(event) => void onSubmit(event).catch(() => {})}
      className="flex flex-col gap-6"
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
        <div className="grid grid-cols-2 items-start gap-4 lg:grid-cols-4">
          <Field
            label="Time zone"
            description="Your hours and days off are in this zone."
            error={errors.timeZone?.message}
            className="col-span-2 lg:col-span-1"
          >
            <Select {...register('timeZone')}>
              {TIME_ZONES.map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </Select>
          </Field>
          <Field label="Session length" error={errors.sessionMinutes?.message}>
            <Select {...register('sessionMinutes')}>
              {SESSION_LENGTH_CHOICES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutes} minutes
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Buffer"
            description="Free minutes before and after each session."
            error={errors.bufferMinutes?.message}
          >
            <Select {...register('bufferMinutes')}>
              {BUFFER_CHOICES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutes === 0 ? 'No buffer' : `${minutes} minutes`}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Book ahead (days)"
            description={`How far ahead students may book: 1 to ${SESSION_HORIZON_MAX_DAYS} days.`}
            error={errors.horizonDays?.message}
            className="col-span-2 lg:col-span-1"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={SESSION_HORIZON_MAX_DAYS}
              step={1}
              {...register('horizonDays')}
            />
          </Field>
        </div>
        <WeeklyHoursField form={form} disabled={readOnly} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <DaysOffField form={form} disabled={readOnly} />
          <Field
            label="Meeting link"
            description="Optional: the address of your calls, sent with every booked session."
            error={errors.meetingLink?.message}
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://meet.example.org/your-name"
              {...register('meetingLink')}
            />
          </Field>
        </div>
      </fieldset>
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <FormActions
        form={form}
        saving={save.isPending}
        disabled={readOnly}
        onCancel={() => {
          setFailure(null)
          form.reset(saved)
        }}
      />
    </form>
  )
}
