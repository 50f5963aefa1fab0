import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { requestPasswordReset } from '@/api/auth/account'
import { AuthPageTitle } from '@/components/layout/auth-layout'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

import { EmailStepForm } from './components/email-step-form'
import { startCooldownOnLimit } from './hooks/use-resend-cooldown'
import { CODE_SENT, ResetPasswordStep } from './components/reset-password-step'
import { StepHeading } from './components/step-heading'
import { WizardStepper } from './components/wizard-stepper'
import { emailStepSchema, type EmailStepForm as EmailValues } from './schemas'

export const FORGOT_FAILED_STATUS =
  'Sorry, looks like there are some errors detected, please try again.'

const STEPS = ['E-mail', 'New password'] as const

/**
 * Forgot password (spec part 1 sections 2, 4 and 8): the e-mail gets a code (POST
 * /auth/forgetpassword), then code and new password reset it. Cancel returns to login.
 */
export function ForgotPasswordPage() {
  const router = useRouter()
  const [email, setEmail] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(emailStepSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const request = useMutation({
    mutationFn: (values: EmailValues) => requestPasswordReset(values.email),
    onMutate: () => setStatus(null),
    onSuccess: (_result, values) => {
      toast.success(CODE_SENT)
      setEmail(values.email)
    },
    onError: (error, values) => {
      setStatus(FORGOT_FAILED_STATUS)
      // Code e-mails are limited per address and day (openapi.yaml "Account security"): the
      // button counts down to when another may be sent.
      startCooldownOnLimit(values.email, error)
    },
  })
  const cancel = (
    <Button asChild variant="outline" size="lg">
      <Link to="/auth/login">Cancel</Link>
    </Button>
  )

  return (
    <>
      <AuthPageTitle
        title="Reset your password"
        description="We'll e-mail you a code to choose a new password."
      />
      <WizardStepper steps={STEPS} current={email ? 1 : 0} label="Password reset progress" />
      {email ? (
        <>
          <StepHeading
            focusOnMount
            description={
              <>
                Enter the code we sent to <strong className="text-foreground">{email}</strong> and
                choose a new password.
              </>
            }
          >
            Choose a new password
          </StepHeading>
          <ResetPasswordStep
            email={email}
            cancel={cancel}
            onDone={() => router.navigate({ to: '/auth/login', replace: true })}
          />
        </>
      ) : (
        <>
          <StepHeading>Your e-mail</StepHeading>
          {status ? <Alert variant="danger" className="mb-4" title={status} /> : null}
          <EmailStepForm
            form={emailForm}
            onSubmit={(values) => request.mutate(values)}
            pending={request.isPending}
            submitLabel="Send code"
            pendingLabel="Sending code"
            cooldown
          >
            {cancel}
          </EmailStepForm>
        </>
      )}
    </>
  )
}
