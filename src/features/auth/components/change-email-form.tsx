import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { changeSignUpEmail } from '@/api/auth/account'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import { INVALID_FORM_DATA, emailStepSchema, type EmailStepForm as Values } from '../schemas'

/**
 * Correcting the e-mail during verification (POST /auth/signup/updateEmail), validated inline
 * with the e-mail rule (spec part 1 section 5). A new code goes to the new address.
 */
export function ChangeEmailForm({
  email,
  onChanged,
  onCancel,
}: {
  email: string
  onChanged: (newEmail: string) => void
  onCancel: () => void
}) {
  const form = useForm<Values>({
    resolver: zodResolver(emailStepSchema),
    mode: 'onChange',
    defaultValues: { email },
  })
  const change = useMutation({
    mutationFn: (values: Values) => changeSignUpEmail({ email, newEmail: values.email }),
    onSuccess: (result) => {
      toast.success('Email updated successfully!')
      onChanged(result.email)
    },
  })
  const unchanged =
    useWatch({ control: form.control, name: 'email' }).trim().toLowerCase() === email.toLowerCase()

  return (
    <form
      noValidate
      aria-label="Change e-mail address"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
      onSubmit={form.handleSubmit(
        (values) => change.mutate(values),
        () => toast.error(INVALID_FORM_DATA),
      )}
    >
      <Field label="New email" error={form.formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!form.formState.isValid || unchanged}
          loading={change.isPending}
          loadingLabel="Updating e-mail"
        >
          Update email
        </Button>
      </div>
    </form>
  )
}
