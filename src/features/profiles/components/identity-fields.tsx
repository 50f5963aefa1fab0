import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'

import { GENDERS } from '../student-messages'
import { DateField } from './date-field'

/** The fields both profiles' Personal Information share (spec part 2 sections 3 and 5). */
interface IdentityValues {
  first_name: string
  last_name: string
  email: string
  birthdate: string
  gender: string
  language: string
  linkedin_profile: string
}

/**
 * First name, the read-only last name and primary e-mail, date of birth, gender, language and
 * LinkedIn profile, in the order both profiles show them.
 */
export function IdentityFields<T extends FieldValues & IdentityValues>({
  form,
}: {
  form: UseFormReturn<T>
}) {
  const { register, control, formState } = form
  const errors = formState.errors as Partial<Record<keyof IdentityValues, { message?: string }>>
  const path = (name: keyof IdentityValues) => name as Path<T>
  const readOnly = 'read-only:bg-surface-muted'
  return (
    <>
      <Field label="First name" error={errors.first_name?.message} required>
        <Input autoComplete="given-name" {...register(path('first_name'))} />
      </Field>
      <Field label="Last name" description="Set when you registered.">
        <Input readOnly className={readOnly} {...register(path('last_name'))} />
      </Field>
      <Field label="Primary email" description="Your sign-in address.">
        <Input readOnly type="email" className={readOnly} {...register(path('email'))} />
      </Field>
      <DateField
        control={control}
        name={path('birthdate')}
        label="Date of birth"
        required
        notAfterToday
      />
      <Field label="Gender" error={errors.gender?.message} required>
        <Select {...register(path('gender'))}>
          <option value="">Select gender</option>
          {GENDERS.map((gender) => (
            <option key={gender.value} value={gender.value}>
              {gender.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Language" error={errors.language?.message}>
        <Input autoComplete="language" {...register(path('language'))} />
      </Field>
      <Field label="LinkedIn profile" error={errors.linkedin_profile?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          {...register(path('linkedin_profile'))}
        />
      </Field>
    </>
  )
}
