import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

import { DateField as DateInput } from '@/components/ui/date-field'
import { Field } from '@/components/ui/field'
import { today, valueOfDay } from '@/lib/format/day-value'

/**
 * A day of a profile (birth date, certification date, KYC issue and expiry dates) in a form: the
 * product's date field, holding the stored ISO date-time (midnight UTC) as the contract keeps it.
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  notAfterToday,
  min,
  deps,
  className,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  required?: boolean
  notAfterToday?: boolean
  /** The earliest day (an ISO date-time), e.g. the issue date for an expiry date. */
  min?: string
  /** Fields whose rule reads this one (expiry after issue, a certification's other fields). */
  deps?: Path<T>[]
  className?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ deps }}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          error={fieldState.error?.message}
          required={required}
          className={className}
        >
          <DateInput
            ref={field.ref}
            name={field.name}
            valueFormat="date-time"
            value={field.value}
            min={min}
            max={notAfterToday ? valueOfDay(today(), 'date-time') : undefined}
            calendarLabel={`Choose ${label.toLowerCase()}`}
            onBlur={field.onBlur}
            onChange={field.onChange}
          />
        </Field>
      )}
    />
  )
}
