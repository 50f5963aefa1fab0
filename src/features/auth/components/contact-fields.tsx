import { Controller, useFormContext } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import { CountrySelect } from '@/components/country/country-select'

interface ContactValues {
  country: string
  countryCode: string
  contact: string
}

/**
 * Country (searchable, with flags), its dial code and the contact number. Choosing a country
 * fills the dial code; both must then agree (spec part 1 section 5).
 */
export function ContactFields() {
  const { control, register, setValue, getFieldState, trigger, formState } =
    useFormContext<ContactValues>()
  const { errors } = formState

  return (
    <>
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Field label="Country" error={fieldState.error?.message} required>
            <CountrySelect
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(country) => {
                field.onChange(country.name)
                setValue('countryCode', country.dial_code, {
                  shouldValidate: true,
                  shouldDirty: true,
                })
                // The number's length rule depends on the country: re-check one already typed.
                if (getFieldState('contact').isTouched) void trigger('contact')
              }}
            />
          </Field>
        )}
      />
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-3">
        <Field label="Country code" error={errors.countryCode?.message} required>
          <Input autoComplete="tel-country-code" inputMode="tel" {...register('countryCode')} />
        </Field>
        <Field label="Contact number" error={errors.contact?.message} required>
          <Input
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            {...register('contact')}
          />
        </Field>
      </div>
    </>
  )
}
