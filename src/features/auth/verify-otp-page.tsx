import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { resendVerificationCode } from '@/api/auth/account'
import { AuthPageTitle } from '@/components/layout/auth-layout'
import { Button } from '@/components/ui/button'

import { EmailStepForm } from './components/email-step-form'
import { StepHeading } from './components/step-heading'
import { VerifyCodeForm } from './components/verify-code-form'
import { WizardStepper } from './components/wizard-stepper'
import { startCooldownOnLimit } from './hooks/use-resend-cooldown'
import { emailStepSchema, type EmailStepForm as EmailValues } from './schemas'

const STEPS = ['E-mail', 'Code'] as const

/**
 * Verify an e-mail address (spec part 1 sections 2 and 4): request a code (POST
 * /auth/signup/resend), then enter it. Success goes to /auth, which shows the login page.
 */
export function VerifyOtpPage() {
  const router = useRouter()
  const [email, setEmail] = useState<string | null>(null)
  const [cameBack, setCameBack] = useState(false)
  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(emailStepSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const request = useMutation({
    mutationFn: (values: EmailValues) => resendVerificationCode(values.email),
    onSuccess: (_result, values) => {
      toast.success('Verification code sent to your email')
      setEmail(values.email)
    },
    onError: (error, values) => startCooldownOnLimit(values.email, error),
  })

  // Someone who already holds a code (or is waiting out the limit) may go straight to step 2.
  const haveCode = emailForm.handleSubmit((values) => setEmail(values.email))

  return (
    <>
      <AuthPageTitle
        title="Verify your e-mail"
        description="Confirm the address you registered with to start using Catalyst."
      />
      <WizardStepper steps={STEPS} current={email ? 1 : 0} label="Verification progress" />
      {email ? (
        <>
          <StepHeading
            focusOnMount
            description={
              <>
                Enter the 6-digit code we sent to{' '}
                <strong className="text-foreground">{email}</strong>.
              </>
            }
          >
            Enter your code
          </StepHeading>
          <VerifyCodeForm
            email={email}
            successMessage="Verification successful"
            onVerified={() => router.navigate({ to: '/auth', replace: true })}
            footer={
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setCameBack(true)
                  setEmail(null)
                }}
              >
                Use a different e-mail
              </Button>
            }
          />
        </>
      ) : (
        <>
          <StepHeading
            focusOnMount={cameBack}
            description="We'll e-mail you a 6-digit verification code."
          >
            Your e-mail
          </StepHeading>
          <EmailStepForm
            form={emailForm}
            cooldown
            onSubmit={(values) => request.mutate(values)}
            pending={request.isPending}
            submitLabel="Send code"
            pendingLabel="Sending code"
          >
            <Button type="button" variant="ghost" onClick={() => void haveCode()}>
              I already have a code
            </Button>
          </EmailStepForm>
        </>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </>
  )
}
