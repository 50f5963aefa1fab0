import { useFormContext } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

import { INTEREST_HINTS, type InterestAnswers } from '../schemas'

/**
 * College, dream job, work location and the optional message: the student's answers when
 * accepting a Catalyst's request or asking one to connect. Lives inside a FormProvider whose
 * values are InterestAnswers.
 */
export function InterestFields({ messageLabel = 'Message' }: { messageLabel?: string }) {
  const form = useFormContext<InterestAnswers>()
  const { errors } = form.formState
  return (
    <div className="flex flex-col gap-4">
      <Field
        label="College"
        description={INTEREST_HINTS.college}
        error={errors.college?.message}
        required
      >
        <Input autoComplete="organization" {...form.register('college')} />
      </Field>
      <Field
        label="Dream job"
        description={INTEREST_HINTS.company}
        error={errors.company?.message}
        required
      >
        <Input autoComplete="organization-title" {...form.register('company')} />
      </Field>
      <Field
        label="Work location"
        description={INTEREST_HINTS.stream}
        error={errors.stream?.message}
        required
      >
        <Input autoComplete="address-level2" {...form.register('stream')} />
      </Field>
      <Field label={messageLabel} error={errors.message?.message}>
        <Textarea rows={3} {...form.register('message')} />
      </Field>
    </div>
  )
}
