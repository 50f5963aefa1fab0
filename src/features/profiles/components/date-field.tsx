import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import { dateInputValue, isoFromDateInput } from '../student-values'

/**
 * A day (birth date, certification date, KYC issue and expiry dates): the browser's date input,
 * holding the stored ISO date-time (midnight UTC) in the form.
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
  /** The earliest day (an ISO date), e.g. the issue date for an expiry date. */
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
          <Input
            type="date"
            ref={field.ref}
            name={field.name}
            value={dateInputValue(field.value)}
            min={min ? dateInputValue(min) : undefined}
            max={notAfterToday ? dateInputValue(new Date().toISOString()) : undefined}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(isoFromDateInput(event.target.value))}
          />
        </Field>
      )}
    />
  )
}
