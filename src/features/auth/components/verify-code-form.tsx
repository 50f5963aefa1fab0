import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { verifyEmailCode } from '@/api/auth/account'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { OtpInput } from '@/components/ui/otp-input'

import { INVALID_FORM_DATA, verifyCodeSchema, type VerifyCodeForm as Values } from '../schemas'
import { ResendCodeButton } from './resend-code-button'

/**
 * The verification form (spec part 1 section 3): the 6-digit code e-mailed to `email`, Verify
 * (POST /auth/signup/verify) and Resend. A wrong code keeps what was typed; the central toast
 * says "Email and OTP combination is wrong".
 */
export function VerifyCodeForm({
  email,
  successMessage,
  onVerified,
  footer,
}: {
  email: string
  successMessage: string
  onVerified: () => void | Promise<void>
  footer?: ReactNode
}) {
  const form = useForm<Values>({
    resolver: zodResolver(verifyCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  })
  const verify = useMutation({
    mutationFn: (values: Values) => verifyEmailCode({ email, code: values.code }),
    onSuccess: async () => {
      toast.success(successMessage)
      await onVerified()
    },
  })

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(
        (values) => verify.mutate(values),
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
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">Didn&apos;t get the code?</span>
        <ResendCodeButton email={email} />
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={!form.formState.isValid}
        loading={verify.isPending}
        loadingLabel="Verifying"
      >
        Verify
      </Button>
      {footer}
    </form>
  )
}
