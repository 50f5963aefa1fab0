import { useWatch, type UseFormReturn } from 'react-hook-form'
import { toast } from '@/lib/toast'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import { retryCountdownLabel } from '../cooldown'
import { useResendCooldown } from '../hooks/use-resend-cooldown'
import { INVALID_FORM_DATA, type EmailStepForm as Values } from '../schemas'

/**
 * The e-mail step of verify-otp and forgot-password. With `cooldown`, a running resend
 * cooldown for the typed address disables the submit button: "Try again in {time}".
 */
export function EmailStepForm({
  form,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  cooldown = false,
  children,
}: {
  form: UseFormReturn<Values>
  onSubmit: (values: Values) => void
  pending: boolean
  submitLabel: string
  pendingLabel: string
  cooldown?: boolean
  /** Extra actions under the submit button. */
  children?: ReactNode
}) {
  const email = useWatch({ control: form.control, name: 'email' })
  const limit = useResendCooldown(cooldown ? email.trim() : '')
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(onSubmit, () => toast.error(INVALID_FORM_DATA))}
    >
      <Field label="Email" error={form.formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      <Button
        type="submit"
        size="lg"
        disabled={!form.formState.isValid || limit.running}
        loading={pending}
        loadingLabel={pendingLabel}
      >
        {limit.running ? retryCountdownLabel(limit.time) : submitLabel}
      </Button>
      {children}
    </form>
  )
}
