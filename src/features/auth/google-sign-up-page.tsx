import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { FormProvider, useController, useForm } from 'react-hook-form'

import { completeExternalSignUp } from '@/api/auth/account'
import { AuthPageTitle } from '@/components/layout/auth-layout'
import { Spinner } from '@/components/ui/spinner'
import { lazyWithPreload, whenIdle } from '@/lib/lazy'
import {
  clearTemporaryIdentity,
  readExternalIdentity,
  readTemporaryToken,
} from '@/lib/auth/external-identity'
import { useAuth } from '@/lib/auth/auth-context'
import { toast } from '@/lib/toast'

import { AccountTypeStep } from './components/account-type-step'
import { WizardStepper } from './components/wizard-stepper'
import { externalSignUpDefaults, lockedNames, toExternalSignUpRequest } from './external-sign-up'
import { INVALID_FORM_DATA } from './schemas'
import {
  externalSignUpSchema,
  type ExternalSignUpForm,
  type ExternalSignUpInput,
} from './sign-up-schemas'

export const EXTERNAL_SIGN_UP_STEPS = ['Account type', 'Details'] as const
export const FILL_DETAILS_WARNING = 'Please fill your account details to continue.'

// The details step loads while the user picks the account type, so step 1 shows sooner.
const ExternalDetailsStep = lazyWithPreload(() =>
  import('./components/external-details-step').then((m) => m.ExternalDetailsStep),
)

/**
 * First-time external-identity sign-up (spec part 1 sections 2, 4 and 7): account type, then
 * the details the provider did not supply. The temporary token authorises the call; its answer
 * is a platform sign-in, and the user goes to /dashboard. A failure sends them to login.
 */
export function GoogleSignUpPage() {
  const auth = useAuth()
  const router = useRouter()
  const [step, setStep] = useState(0)
  const [moved, setMoved] = useState(false)
  const [identity] = useState(readExternalIdentity)
  const locked = useMemo(() => lockedNames(identity), [identity])
  const schema = useMemo(() => externalSignUpSchema(locked), [locked])
  const form = useForm<ExternalSignUpInput, unknown, ExternalSignUpForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: externalSignUpDefaults(identity),
  })
  const accountType = useController({ control: form.control, name: 'accountType' })

  useEffect(() => whenIdle(ExternalDetailsStep.preload), [])

  useEffect(() => {
    // The id keeps React's double effects in development from showing it twice.
    toast.warning(FILL_DETAILS_WARNING, { id: 'external-sign-up-details' })
  }, [])

  const complete = useMutation({
    mutationFn: async (values: ExternalSignUpForm) => {
      const token = readTemporaryToken()
      if (!token) throw new Error('The temporary sign-in token is missing')
      return completeExternalSignUp(token, toExternalSignUpRequest(values, locked))
    },
    onSuccess: async (tokens) => {
      auth.start({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        remember: false,
      })
      clearTemporaryIdentity()
      toast.success('Registration successful')
      await router.navigate({ to: '/dashboard', replace: true })
    },
    onError: async () => {
      clearTemporaryIdentity()
      await router.navigate({ to: '/auth/login', replace: true })
    },
  })

  const go = (next: number) => {
    setMoved(true)
    setStep(next)
  }
  const toDetails = async () => {
    if (await form.trigger('accountType')) go(1)
    else toast.error(INVALID_FORM_DATA)
  }

  return (
    <>
      <AuthPageTitle
        title="Complete your account"
        description="A few more details and your Catalyst account is ready."
      />
      <WizardStepper steps={EXTERNAL_SIGN_UP_STEPS} current={step} label="Sign-up progress" />
      {step === 0 ? (
        <AccountTypeStep
          title="Choose your account type"
          focusOnMount={moved}
          value={accountType.field.value}
          onChange={(role) => {
            accountType.field.onChange(role)
            accountType.field.onBlur()
          }}
          error={accountType.fieldState.error?.message}
          onContinue={() => void toDetails()}
        />
      ) : (
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={form.handleSubmit(
              (values) => complete.mutate(values),
              () => toast.error(INVALID_FORM_DATA),
            )}
          >
            <Suspense fallback={<Spinner size="md" className="mt-8 w-full justify-center" />}>
              <ExternalDetailsStep
                email={identity?.email}
                locked={locked}
                pending={complete.isPending}
                onPrevious={() => go(0)}
              />
            </Suspense>
          </form>
        </FormProvider>
      )}
    </>
  )
}
