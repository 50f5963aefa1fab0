import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form'

import { useUpdateCounsellorProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { useJudgeSavedValues, useJudgeSeenAgain } from '@/lib/form-feedback'
import { toast } from '@/lib/toast'

import { CATALYST_SAVED, YEARS_OF_EXPERIENCE } from '../catalyst-messages'
import {
  catalystProfessionalSchema,
  isBlankCertification,
  type CatalystProfessionalValues,
} from '../catalyst-schemas'
import { professionalSave, professionalValuesOf } from '../catalyst-values'
import { DateField } from '../components/date-field'
import { EntryCard } from '../components/entry-list'
import { ProfileFormActions } from '../components/profile-form-actions'
import { usePendingPhoto } from '../components/pending-photo'
import { useFadeRemoval } from '../components/use-fade-removal'
import { EMPTY_WORK_ENTRY, WorkEntry } from '../components/work-entry'
import { CURRENT_STATUSES } from '../student-messages'

const EMPTY_CERTIFICATION = { name: '', desc: '', date: '' }

/**
 * Step 3, Professional/Work (spec part 2 sections 3 to 5): current status, years of experience,
 * certifications (empty ones dropped on save) and work entries, one of them current at most.
 */
export function CatalystProfessionalStep({
  user,
  onCancel,
}: {
  user: CurrentUser
  onCancel: () => void
}) {
  const schema = useMemo(() => catalystProfessionalSchema({ birthdate: user.dateOfBirth }), [user])
  const form = useForm<CatalystProfessionalValues>({
    resolver: zodResolver(schema),
    defaultValues: professionalValuesOf(user),
    mode: 'onTouched',
  })
  const { control, register, formState } = form
  const certifications = useFieldArray({ control, name: 'certifications' })
  const jobs = useFieldArray({ control, name: 'experience' })
  const revalidate = useJudgeSeenAgain(form)
  const certificationFade = useFadeRemoval(
    certifications.remove,
    certifications.fields.map((field) => field.id),
    revalidate,
  )
  const jobFade = useFadeRemoval(
    jobs.remove,
    jobs.fields.map((field) => field.id),
    revalidate,
  )
  const currentFlags = useWatch({ control, name: 'experience' }).map((job) => job.currentlyWorking)
  const save = useUpdateCounsellorProfile()
  const photo = usePendingPhoto()
  // Save stays off while the step is invalid (part 2 section 4): saved data that breaks a rule
  // says so at once, an empty field once it is left, and the line beside Save shows the rest.
  useJudgeSavedValues(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const { body, applied } = professionalSave(values)
    const message = await save.mutateAsync({
      body: { ...body, data: photo.withPhoto(body.data) },
      applied: { ...applied, ...photo.appliedPhoto() },
    })
    photo.saved()
    toast.success(message || CATALYST_SAVED.work)
    // Empty certifications were not sent: the form shows what was saved.
    form.reset({
      ...values,
      certifications: values.certifications.filter((item) => !isBlankCertification(item)),
    })
  })

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event).catch(() => {})}
        className="flex flex-col gap-6"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label="Current status" error={formState.errors.current_status?.message} required>
            <Select {...register('current_status')}>
              <option value="">Select status</option>
              {CURRENT_STATUSES.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Years of experience"
            error={formState.errors.years_of_experience?.message}
            required
          >
            <Select {...register('years_of_experience')}>
              <option value="">Select years</option>
              {YEARS_OF_EXPERIENCE.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <EntrySection
          title="Certifications"
          empty="No certifications yet."
          addLabel="Add certification"
          onAdd={() => {
            certifications.append(EMPTY_CERTIFICATION)
            // With more than one, every certification must be filled: the new one says so.
            revalidate()
          }}
        >
          {certifications.fields.map((item, index) => (
            <CertificationEntry
              key={item.id}
              index={index}
              leaving={certificationFade.isLeaving(item.id)}
              onRemove={() => certificationFade.removeWithFade(item.id)}
            />
          ))}
        </EntrySection>
        <EntrySection
          title="Work experience"
          empty="No work experience yet."
          addLabel="Add work experience"
          onAdd={() => jobs.append(EMPTY_WORK_ENTRY)}
        >
          {jobs.fields.map((job, index) => (
            <WorkEntry
              key={job.id}
              index={index}
              birthDate={user.dateOfBirth}
              leaving={jobFade.isLeaving(job.id)}
              onRemove={() => jobFade.removeWithFade(job.id)}
              currentElsewhere={currentFlags.some((current, other) => current && other !== index)}
            />
          ))}
        </EntrySection>
        <ProfileFormActions form={form} saving={save.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  )
}

/** A titled list of entries with its Add button. */
function EntrySection({
  title,
  empty,
  addLabel,
  onAdd,
  children,
}: {
  title: string
  empty: string
  addLabel: string
  onAdd: () => void
  children: ReactNode[]
}) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h3 className="text-base font-semibold">{title}</h3>
      {children.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      <ol className="flex flex-col gap-4" aria-label={title}>
        {children}
      </ol>
      <Button type="button" variant="outline" className="self-start" onClick={onAdd}>
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </section>
  )
}

/** One certification: name, description and date, all or none (part 2 section 5). */
function CertificationEntry({
  index,
  leaving,
  onRemove,
}: {
  index: number
  leaving: boolean
  onRemove: () => void
}) {
  const { control, register, formState } = useFormContext<CatalystProfessionalValues>()
  const errors = formState.errors.certifications?.[index]
  // All or nothing: a change to one field settles the others' messages too.
  const path = (field: 'name' | 'desc' | 'date') => `certifications.${index}.${field}` as const
  const deps = [path('name'), path('desc'), path('date')]
  return (
    <EntryCard title={`Certification ${index + 1}`} leaving={leaving} onRemove={onRemove}>
      <Field label="Certification name" error={errors?.name?.message}>
        <Input {...register(path('name'), { deps })} />
      </Field>
      <DateField control={control} name={path('date')} label="Date" deps={deps} notAfterToday />
      <Field label="Description" error={errors?.desc?.message} className="sm:col-span-2">
        <Input {...register(path('desc'), { deps })} />
      </Field>
    </EntryCard>
  )
}
