import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { MonthYearPicker } from '@/components/ui/month-year-picker'
import type { MonthBounds } from '@/lib/format/month-bounds'

/** A required month of an entry (a start or an end date), picked with the month/year picker. */
export function MonthField<T extends FieldValues>({
  control,
  name,
  label,
  bounds,
  disabled,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  bounds: MonthBounds
  disabled?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} required>
          <MonthYearPicker
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            disabled={disabled}
            bounds={bounds}
          />
        </Field>
      )}
    />
  )
}
