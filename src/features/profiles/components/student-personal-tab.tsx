import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { useUpdateStudentProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { GetAddressButton } from '@/components/country/get-address-button'
import { LazyCountrySelect } from '@/components/country/lazy-country-select'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { findCountryByName } from '@/lib/countries'
import { useJudgeSavedValues } from '@/lib/form-feedback'
import { toast } from '@/lib/toast'

import { CURRENT_STATUSES } from '../student-messages'
import { studentPersonalSchema, type StudentPersonalValues } from '../student-schemas'
import { personalChanges, personalValuesOf } from '../student-values'
import { usePendingPhoto } from './pending-photo'
import { IdentityFields } from './identity-fields'
import { ProfileFormActions } from './profile-form-actions'

export const PERSONAL_SAVED = "Student's Personal Data Saved"
export const NO_CHANGES = 'No changes to save'

/** Personal Information (spec part 2 sections 2, 4 and 5): only changed fields are sent. */
export function StudentPersonalTab({
  user,
  onCancel,
}: {
  user: CurrentUser
  onCancel: () => void
}) {
  const saved = useMemo(() => personalValuesOf(user), [user])
  const schema = useMemo(
    () =>
      studentPersonalSchema({
        primaryEmail: user.email,
        academicStarts: (user.education ?? []).map((entry) => entry.start_date),
        workStarts: (user.experience ?? []).map((entry) => entry.start_date),
      }),
    [user],
  )
  const form = useForm<StudentPersonalValues>({
    resolver: zodResolver(schema),
    defaultValues: saved,
    mode: 'onTouched',
  })
  const save = useUpdateStudentProfile()
  const photo = usePendingPhoto()
  const { register, control, formState, setValue, trigger, getFieldState } = form
  const { errors } = formState
  // Save stays off while the tab is invalid (part 2 section 4): what the profile holds is judged
  // at once, an empty field once it is left, and the line beside Save shows the rest on request.
  useJudgeSavedValues(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const { body, applied, formValues } = personalChanges(
      form.formState.defaultValues as StudentPersonalValues,
      values,
      user.countryCode,
    )
    if (Object.keys(body).length === 0 && !photo.photo) {
      toast.info(NO_CHANGES)
      return
    }
    const message = await save.mutateAsync({
      body: { section: 'personal', data: photo.withPhoto(body) },
      applied: { ...applied, ...photo.appliedPhoto() },
    })
    photo.saved()
    toast.success(message || PERSONAL_SAVED)
    form.reset(formValues)
  })

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => {})}
      className="flex flex-col gap-4"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <IdentityFields form={form} />
        <Field label="Current status" error={errors.current_status?.message} required>
          <Select {...register('current_status')}>
            <option value="">Select status</option>
            {CURRENT_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Alternate email" error={errors.alt_email?.message} required>
          <Input type="email" autoComplete="email" {...register('alt_email')} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
          <p className="text-sm text-muted-foreground">
            Fill in your address, or detect your city and country.
          </p>
          <GetAddressButton
            fields={['city', 'country']}
            onLocated={(address) => {
              const set = { shouldDirty: true, shouldValidate: true, shouldTouch: true }
              const country = address.country ? findCountryByName(address.country) : undefined
              if (country) {
                setValue('country', country.name, set)
                setValue('country_code', country.dial_code, { shouldDirty: true })
                if (getFieldState('phone_number').isTouched) void trigger('phone_number')
              }
              if (address.city) setValue('city', address.city, set)
            }}
          />
        </div>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Field label="Country" error={fieldState.error?.message} required>
              <LazyCountrySelect
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(country) => {
                  field.onChange(country.name)
                  setValue('country_code', country.dial_code, { shouldDirty: true })
                  // The number's length depends on the country: check a number already typed.
                  if (getFieldState('phone_number').isTouched) void trigger('phone_number')
                }}
              />
            </Field>
          )}
        />
        <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-3">
          <Field label="Code" description="From the country.">
            <Input readOnly className="read-only:bg-surface-muted" {...register('country_code')} />
          </Field>
          <Field label="Contact number" error={errors.phone_number?.message} required>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...register('phone_number')}
            />
          </Field>
        </div>
        <Field label="City" error={errors.city?.message} required>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="Address 1" error={errors.address1?.message} required>
          <Input autoComplete="address-line1" {...register('address1')} />
        </Field>
        <Field label="Address 2" error={errors.address2?.message}>
          <Input autoComplete="address-line2" {...register('address2')} />
        </Field>
        <Field label="Pincode" error={errors.pincode?.message} required>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('pincode')} />
        </Field>
      </div>
      <ProfileFormActions form={form} saving={save.isPending} onCancel={onCancel} />
    </form>
  )
}
