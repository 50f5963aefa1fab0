import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { FormProvider, useController, useForm } from 'react-hook-form'

import { registerAccount } from '@/api/auth/account'
import { AuthPageTitle } from '@/components/layout/auth-layout'
import { Spinner } from '@/components/ui/spinner'
import { lazyWithPreload, whenIdle } from '@/lib/lazy'
import { toast } from '@/lib/toast'

import { AccountTypeStep } from './components/account-type-step'
import { WizardStepper } from './components/wizard-stepper'
import {
  forgetPendingVerification,
  pendingVerification,
  rememberPendingVerification,
} from './pending-verification'
import { INVALID_FORM_DATA } from './schemas'
import {
  registrationSchema,
  toSignUpRequest,
  type RegistrationForm,
  type RegistrationInput,
} from './sign-up-schemas'

export const REGISTRATION_STEPS = ['Profile type', 'Personal details', 'Verification'] as const

const stepLoading = <Spinner size="md" className="mt-8 w-full justify-center" />

/** The verification step's height on a phone and wider (measured: heading, code boxes, Verify). */
export const VERIFY_STEP_SPACE = 'min-h-[20rem] sm:min-h-[19rem]'

// The pending verification changes only through this page's own actions.
const noSubscription = () => () => {}

// Steps 2 and 3 load while the user is on the step before, so step 1 shows sooner.
const RegistrationDetailsStep = lazyWithPreload(() =>
  import('./components/registration-details-step').then((m) => m.RegistrationDetailsStep),
)
const RegistrationVerifyStep = lazyWithPreload(() =>
  import('./components/registration-verify-step').then((m) => m.RegistrationVerifyStep),
)

/**
 * The three-step registration wizard (spec part 1 sections 2 and 4): profile type, personal
 * details (POST /auth/signup), then the e-mailed code. One form holds steps 1 and 2, so going
 * back and forth, or a failed sign-up, keeps everything typed.
 */
export function RegistrationPage() {
  const router = useRouter()
  const [chosenStep, setStep] = useState(0)
  const [moved, setMoved] = useState(false)
  const [typedEmail, setEmail] = useState('')
  // A registration waiting for its code resumes there (after Get Help, say). Read as an outside
  // store: the page is prerendered at its first step and hydrates as that, then resumes.
  const resumed = useSyncExternalStore(noSubscription, pendingVerification, () => null)
  const resuming = resumed !== null && !moved && chosenStep === 0
  const step = resuming ? 2 : chosenStep
  const email = resuming ? resumed : typedEmail
  const form = useForm<RegistrationInput, unknown, RegistrationForm>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      country: '',
      countryCode: '',
      contact: '',
      acceptTerms: false,
    },
  })
  const accountType = useController({ control: form.control, name: 'accountType' })
  useEffect(() => {
    if (step === 0) whenIdle(RegistrationDetailsStep.preload)
    if (step === 1) void RegistrationVerifyStep.preload()
  }, [step])
  const go = (next: number) => {
    setMoved(true)
    setStep(next)
  }

  const signUp = useMutation({
    mutationFn: (values: RegistrationForm) => registerAccount(toSignUpRequest(values)),
    onSuccess: (result) => {
      toast.success('Registration successful')
      setEmail(result.email)
      rememberPendingVerification(result.email)
      go(2)
    },
  })

  const toDetails = async () => {
    if (await form.trigger('accountType')) go(1)
    else toast.error(INVALID_FORM_DATA)
  }

  return (
    <>
      <AuthPageTitle
        title="Create your account"
        description="Join Catalyst as a Catalyst or as a student."
      />
      <WizardStepper steps={REGISTRATION_STEPS} current={step} label="Registration progress" />
      {step === 0 ? (
        <AccountTypeStep
          title="Choose your profile type"
          focusOnMount={moved}
          value={accountType.field.value}
          onChange={(role) => {
            accountType.field.onChange(role)
            accountType.field.onBlur()
          }}
          error={accountType.fieldState.error?.message}
          onContinue={() => void toDetails()}
        />
      ) : null}
      <Suspense fallback={stepLoading}>
        {step === 1 ? (
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={form.handleSubmit(
                (values) => signUp.mutate(values),
                () => toast.error(INVALID_FORM_DATA),
              )}
            >
              <RegistrationDetailsStep
                focusOnMount={moved}
                pending={signUp.isPending}
                onPrevious={() => go(0)}
              />
            </form>
          </FormProvider>
        ) : null}
      </Suspense>
      {step === 2 ? (
        // The step's height is kept from the first frame, while its code arrives, so Get Help
        // below stays where it is (issue 36: it jumped 114 px down as the code boxes arrived).
        <div data-testid="verify-step-space" className={VERIFY_STEP_SPACE}>
          <Suspense fallback={stepLoading}>
            <RegistrationVerifyStep
              email={email}
              onEmailChanged={(changed) => {
                rememberPendingVerification(changed)
                setEmail(changed)
                setMoved(true)
                setStep(2)
              }}
              onVerified={() =>
                // Forgotten once away: this step stays on screen until then.
                router
                  .navigate({ to: '/auth/login', replace: true })
                  .then(forgetPendingVerification)
              }
            />
          </Suspense>
        </div>
      ) : null}
      <div className="mt-6 grid gap-2 text-center text-sm text-muted-foreground">
        {step < 2 ? (
          <p>
            Already have an account?{' '}
            <Link to="/auth/login" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </p>
        ) : null}
        {/* Every step (spec part 1 section 2: "A Get Help link goes to /faq"). */}
        <p>
          Having trouble?{' '}
          <Link to="/faq" className="font-medium text-primary hover:underline">
            Get Help
          </Link>
        </p>
      </div>
    </>
  )
}
