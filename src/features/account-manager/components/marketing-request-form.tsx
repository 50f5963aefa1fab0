import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { useCreateMarketingRequest } from '@/api/account-manager/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { MARKETING_KINDS, MARKETING_MESSAGE_MAX } from '@/config/account-manager'
import { userMessageFor } from '@/lib/error-messages'
import { toast } from '@/lib/toast'

import {
  MANAGER_MESSAGES as M,
  marketingRequestSchema,
  type MarketingRequestValues,
} from '../schemas'

/**
 * Ask the manager for marketing support: a profile review or a spotlight in Find Catalysts, with
 * a message. A refusal (the 3 waiting, a profile not yet approved) shows in place and the
 * message stays typed.
 */
export function MarketingRequestForm({ waiting, limit }: { waiting: number; limit: number }) {
  const create = useCreateMarketingRequest()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<MarketingRequestValues>({
    resolver: zodResolver(marketingRequestSchema),
    defaultValues: { kind: 'profile-review', message: '' },
  })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null)
    try {
      await create.mutateAsync(values)
      toast.success(M.sent)
      form.reset()
    } catch (error) {
      setRefusal(userMessageFor(error, M.sendFailed))
    }
  })
  const full = waiting >= limit
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field label="What do you need?" required description={MARKETING_KINDS[kind].hint}>
        <Select {...form.register('kind')}>
          {Object.entries(MARKETING_KINDS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Message to your account manager"
        required
        error={form.formState.errors.message?.message}
        description={`At least 20 characters. ${waiting} of ${limit} requests waiting for an answer.`}
      >
        <Textarea rows={4} maxLength={MARKETING_MESSAGE_MAX} {...form.register('message')} />
      </Field>
      {full ? (
        <Alert variant="info">
          You have {limit} requests waiting for an answer. You can send another once one of them is
          answered.
        </Alert>
      ) : null}
      {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
      <Button
        type="submit"
        className="self-start"
        disabled={full}
        loading={create.isPending}
        loadingLabel="Sending"
      >
        Send request
      </Button>
    </form>
  )
}
