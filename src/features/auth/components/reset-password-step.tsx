import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { requestPasswordReset, resetPasswordWithCode } from '@/api/auth/account'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { OtpInput } from '@/components/ui/otp-input'

import {
  INVALID_FORM_DATA,
  RESET_SPECIALS,
  resetPasswordSchema,
  type ResetPasswordForm,
} from '../schemas'
import { NewPasswordFields } from './new-password-fields'

export const RESET_FAILED_STATUS = 'The verification code is incorrect'
export const RESET_FAILED_ALERT = 'Sorry, there was an error. Please try again.'
export const CODE_SENT = 'OTP has been sent to this email!!'

/** Forgot-password step 2: code, new password and confirmation (POST /auth/resetpassword). */
export function ResetPasswordStep({
  email,
  onDone,
  cancel,
}: {
  email: string
  onDone: () => Promise<void>
  cancel: ReactNode
}) {
  const [status, setStatus] = useState<string | null>(null)
  const schema = useMemo(() => resetPasswordSchema(email), [email])
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  })
  const reset = useMutation({
    mutationFn: (values: ResetPasswordForm) =>
      resetPasswordWithCode({ email, code: values.code, password: values.newPassword }),
    // Spec part 1 section 8: the form status plus this alert instead of the server's text.
    meta: { errorToast: RESET_FAILED_ALERT },
    onMutate: () => setStatus(null),
    onSuccess: async () => {
      toast.success('Password reset successful!')
      await onDone()
    },
    onError: () => setStatus(RESET_FAILED_STATUS),
  })
  const resend = useMutation({
    mutationFn: () => requestPasswordReset(email),
    onSuccess: () => toast.success(CODE_SENT),
  })

  return (
    <FormProvider {...form}>
      {status ? <Alert variant="danger" className="mb-4" title={status} /> : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(
          (values) => reset.mutate(values),
          () => toast.error(INVALID_FORM_DATA),
        )}
      >
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <Field label="Verification code" error={fieldState.error?.message} required>
              <OtpInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <div className="-mt-2 flex justify-end">
          <Button
            type="button"
            variant="link"
            loading={resend.isPending}
            loadingLabel="Sending a new code"
            onClick={() => resend.mutate()}
          >
            Resend code
          </Button>
        </div>
        <NewPasswordFields
          name="newPassword"
          label="New password"
          person={{ email }}
          specials={RESET_SPECIALS}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {cancel}
          <Button
            type="submit"
            size="lg"
            disabled={!form.formState.isValid}
            loading={reset.isPending}
            loadingLabel="Resetting password"
          >
            Reset password
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
