import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import { useUpdateCounsellorProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { GetAddressButton } from '@/components/country/get-address-button'
import { LazyCountrySelect } from '@/components/country/lazy-country-select'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { useJudgeSavedValues } from '@/lib/form-feedback'
import { toast } from '@/lib/toast'
import { readableNumber } from '@/lib/countries/phone-number'

import { CATALYST_SAVED, PLATFORM_STATUSES, TIME_ZONES } from '../catalyst-messages'
import { catalystPersonalSchema, type CatalystPersonalValues } from '../catalyst-schemas'
import { catalystPersonalChanges, catalystPersonalValuesOf } from '../catalyst-values'
import { usePendingPhoto } from '../components/pending-photo'
import { IdentityFields } from '../components/identity-fields'
import { ProfileFormActions } from '../components/profile-form-actions'

export const NO_CHANGES = 'No changes to save'
const BIO_MAX = 200

/**
 * Step 1, Personal Information (spec part 2 sections 2 to 5): the names, primary e-mail and
 * phone number are shown but not edited; only changed fields are sent.
 */
export function CatalystPersonalStep({
  user,
  onCancel,
}: {
  user: CurrentUser
  onCancel: () => void
}) {
  const saved = useMemo(() => catalystPersonalValuesOf(user), [user])
  const schema = useMemo(() => catalystPersonalSchema({ primaryEmail: user.email }), [user])
  const form = useForm<CatalystPersonalValues>({
    resolver: zodResolver(schema),
    defaultValues: saved,
    mode: 'onTouched',
  })
  const save = useUpdateCounsellorProfile()
  const photo = usePendingPhoto()
  const { register, control, formState, setValue, trigger, getFieldState } = form
  const { errors } = formState
  const bio = useWatch({ control, name: 'bio' })
  // Save stays off while the step is invalid (part 2 section 4): what the profile holds is judged
  // at once, an empty field once it is left, and the line beside Save shows the rest on request.
  useJudgeSavedValues(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const { body, applied, formValues } = catalystPersonalChanges(
      form.formState.defaultValues as CatalystPersonalValues,
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
    toast.success(message || CATALYST_SAVED.personal)
    form.reset(formValues)
  })

  const readOnly = 'read-only:bg-surface-muted'
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => {})}
      className="flex flex-col gap-4"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <IdentityFields form={form} />
        <Field label="Alternate email" error={errors.alt_email?.message}>
          <Input type="email" autoComplete="email" {...register('alt_email')} />
        </Field>
        <Field label="Contact number" description="Set when you registered.">
          <Input
            readOnly
            className={readOnly}
            value={readableNumber(saved.phone_number, saved.country_code)}
          />
        </Field>
        <Field
          label="Alternate contact number"
          error={errors.alt_phone_number?.message}
          description="Digits only, without the country code."
        >
          <Input type="tel" inputMode="numeric" {...register('alt_phone_number')} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
          <p className="text-sm text-muted-foreground">
            Fill in your address, or detect your city, state, country and time zone.
          </p>
          <GetAddressButton
            onLocated={(address) => {
              const set = { shouldDirty: true, shouldValidate: true, shouldTouch: true }
              if (address.country) setValue('country', address.country, set)
              if (address.state) setValue('state', address.state, set)
              if (address.city) setValue('city', address.city, set)
              if (address.timeZone) setValue('time_zone', address.timeZone, set)
              if (getFieldState('alt_phone_number').isDirty) void trigger('alt_phone_number')
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
                  // The alternate number's length depends on the country.
                  if (getFieldState('alt_phone_number').isDirty) void trigger('alt_phone_number')
                }}
              />
            </Field>
          )}
        />
        <Field label="State" error={errors.state?.message} required>
          <Input autoComplete="address-level1" {...register('state')} />
        </Field>
        <Field label="City" error={errors.city?.message} required>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="Address 1" error={errors.address1?.message} required>
          <Input autoComplete="address-line1" {...register('address1')} />
        </Field>
        <Field label="Pincode" error={errors.pincode?.message} required>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('pincode')} />
        </Field>
        <Field label="Time zone" error={errors.time_zone?.message} required>
          <Select {...register('time_zone')}>
            <option value="">Select time zone</option>
            {TIME_ZONES.map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </Select>
        </Field>
        <Field label="Specialization area" error={errors.specialization_area?.message} required>
          <Input {...register('specialization_area')} />
        </Field>
        <Field label="Platform status" error={errors.platform_status?.message} required>
          <Select {...register('platform_status')}>
            <option value="">Select status</option>
            {PLATFORM_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Bio"
          error={errors.bio?.message}
          description={`${bio.length}/${BIO_MAX} characters`}
          className="sm:col-span-2"
        >
          <Textarea rows={3} {...register('bio')} />
        </Field>
      </div>
      <ProfileFormActions form={form} saving={save.isPending} onCancel={onCancel} />
    </form>
  )
}
