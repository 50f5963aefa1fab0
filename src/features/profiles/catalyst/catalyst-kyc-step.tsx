import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form'

import { useUpdateCounsellorProfile } from '@/api/profile/mutations'
import type { CurrentUser } from '@/api/profile/queries'
import { LazyCountrySelect } from '@/components/country/lazy-country-select'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { useJudgeSavedValues, useJudgeSeenAgain } from '@/lib/form-feedback'
import { toast } from '@/lib/toast'

import { CATALYST_SAVED, ID_TYPES } from '../catalyst-messages'
import { emptyKycDocument, kycSave, kycValuesOf } from '../catalyst-values'
import { DateField } from '../components/date-field'
import { EntryCard } from '../components/entry-list'
import { ProfileFormActions } from '../components/profile-form-actions'
import { usePendingPhoto } from '../components/pending-photo'
import { useFadeRemoval } from '../components/use-fade-removal'
import { kycSchema, type KycValues } from '../kyc-schema'
import { KycAttachment } from './kyc-attachment'

/**
 * Step 4, KYC Details (spec part 2 sections 3 to 5): identity documents, each with a file or a
 * link. The first document stays; the others can be removed (300 ms fade).
 */
export function CatalystKycStep({ user, onCancel }: { user: CurrentUser; onCancel: () => void }) {
  const form = useForm<KycValues>({
    resolver: zodResolver(kycSchema),
    defaultValues: kycValuesOf(user),
    mode: 'onTouched',
  })
  const { control } = form
  const docs = useFieldArray({ control, name: 'kycDocs' })
  const judgeSeenAgain = useJudgeSeenAgain(form)
  const fade = useFadeRemoval(
    docs.remove,
    docs.fields.map((field) => field.id),
    judgeSeenAgain,
  )
  const save = useUpdateCounsellorProfile()
  const photo = usePendingPhoto()
  // Save stays off while the step is invalid (part 2 section 4): saved documents that break a
  // rule say so at once, an empty field once it is left, and the line beside Save shows the rest.
  useJudgeSavedValues(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const { body, applied } = kycSave(values)
    const message = await save.mutateAsync({
      body: { ...body, data: photo.withPhoto(body.data) },
      applied: { ...applied, ...photo.appliedPhoto() },
    })
    photo.saved()
    toast.success(message || CATALYST_SAVED.kyc)
    form.reset(values)
  })

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event).catch(() => {})}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-muted-foreground">
          Add an identity document with its file (PDF, JPG, JPEG or PNG) or a link to it.
        </p>
        <ol className="flex flex-col gap-4" aria-label="Identity documents">
          {docs.fields.map((doc, index) => (
            <KycDocumentEntry
              key={doc.id}
              index={index}
              leaving={fade.isLeaving(doc.id)}
              onRemove={index === 0 ? undefined : () => fade.removeWithFade(doc.id)}
            />
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => docs.append(emptyKycDocument())}
        >
          <Plus aria-hidden />
          Add document
        </Button>
        <ProfileFormActions form={form} saving={save.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  )
}

/** The types still on offer: one used by another document is not offered again, except Other. */
function typesFor(index: number, types: readonly string[]): string[] {
  const taken = new Set(types.filter((type, other) => other !== index && type !== 'Other'))
  return ID_TYPES.filter((type) => !taken.has(type))
}

function KycDocumentEntry({
  index,
  leaving,
  onRemove,
}: {
  index: number
  leaving: boolean
  onRemove?: () => void
}) {
  const { control, register, formState } = useFormContext<KycValues>()
  const errors = formState.errors.kycDocs?.[index]
  const docs = useWatch({ control, name: 'kycDocs' })
  const type = docs[index]?.type ?? ''
  const issued = docs[index]?.issue_date ?? ''
  return (
    <EntryCard title={`Document ${index + 1}`} leaving={leaving} onRemove={onRemove}>
      <Field label="ID type" error={errors?.type?.message} required>
        <Select {...register(`kycDocs.${index}.type`, { deps: [`kycDocs.${index}.other_name`] })}>
          <option value="">Select ID type</option>
          {typesFor(
            index,
            docs.map((doc) => doc.type),
          ).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      </Field>
      {type === 'Other' ? (
        <Field label="ID name" error={errors?.other_name?.message} required>
          <Input {...register(`kycDocs.${index}.other_name`)} />
        </Field>
      ) : null}
      <Controller
        control={control}
        name={`kycDocs.${index}.issuer_country`}
        render={({ field, fieldState }) => (
          <Field label="Issuer country" error={fieldState.error?.message} required>
            <LazyCountrySelect
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(country) => field.onChange(country.name)}
            />
          </Field>
        )}
      />
      <Field label="ID number" error={errors?.id_number?.message} required>
        <Input autoComplete="off" {...register(`kycDocs.${index}.id_number`)} />
      </Field>
      <DateField
        control={control}
        name={`kycDocs.${index}.issue_date`}
        deps={[`kycDocs.${index}.expiry_date`]}
        label="Issue date"
        required
        notAfterToday
      />
      <DateField
        control={control}
        name={`kycDocs.${index}.expiry_date`}
        label="Expiry date"
        min={issued}
      />
      <KycAttachment index={index} />
    </EntryCard>
  )
}
