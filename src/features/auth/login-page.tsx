import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { toast } from '@/lib/toast'

import { isApiError } from '@/api/api-error'
import { currentUserQueryOptions } from '@/api/profile/queries'
import { AuthPageTitle, TAGLINE } from '@/components/layout/auth-layout'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { loadWhenNeeded } from '@/lib/hydration'
import { assertOnline } from '@/lib/network/online-status'
import {
  clearPendingHubRedirect,
  readPendingHubRedirect,
  resolvePostLoginPath,
} from '@/lib/post-login-redirect'
import { useAuth } from '@/lib/auth/auth-context'

import { formatCountdown, retryCountdownLabel } from './cooldown'
import { useCountdown } from './hooks/use-countdown'
import type { LoginForm } from './schemas'
import { LegalLinks } from '@/components/layout/legal-links'
import { startExternalSignIn, useProviderReturn } from './use-provider-return'

// Its validation code (react-hook-form, zod) is not needed to show the prerendered page.
const LoginFormFields = lazy(() => loadWhenNeeded(() => import('./login-form')))

export const LOGIN_FAILED_STATUS = 'The login details are incorrect'
export const SIGN_IN_LOCKED_STATUS = 'Too many failed sign-in attempts.'

/** When the server's sign-in lock ends (429 with `retryAt`, openapi.yaml "Account security"). */
function lockedUntil(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null
  const raw = error.body?.retryAt
  const retryAt = typeof raw === 'string' ? Date.parse(raw) : Number.NaN
  return Number.isFinite(retryAt) ? retryAt : null
}

export function LoginPage({ returnUrl }: { returnUrl?: string | undefined }) {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [status, setStatus] = useState<string | null>(null)
  const [lockEnds, setLockEnds] = useState<number | null>(null)
  const lockRemaining = useCountdown(lockEnds)
  const providerReturn = useProviderReturn()

  const signIn = useMutation({
    // A sign-in must not be queued while offline (it would sign in later, unasked): it
    // fails at once with the spec's no-response message, keeping what was typed.
    networkMode: 'always',
    mutationFn: async (values: LoginForm) => {
      assertOnline()
      // The HTTP stack loads on the first call (preloaded when the browser is idle).
      const { signInWithPassword } = await import('@/api/auth/mutations')
      const tokens = await signInWithPassword(values)
      auth.start({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        remember: values.keep_me_signed_in,
      })
      try {
        await queryClient.fetchQuery(currentUserQueryOptions())
      } catch (error) {
        // Spec part 1 section 4: a profile that cannot be loaded signs the user out again.
        auth.end()
        throw error
      }
    },
    onMutate: () => setStatus(null),
    onSuccess: async () => {
      toast.success('Logged In successfully!!')
      const path = resolvePostLoginPath({
        pending: readPendingHubRedirect(sessionStorage),
        returnUrl,
        now: Date.now(),
      })
      clearPendingHubRedirect(sessionStorage)
      await router.navigate({ href: path, replace: true })
    },
    // No answer at all is not wrong login details: the toast says "Network error..." alone.
    onError: (error) => {
      const until = lockedUntil(error)
      setLockEnds(until)
      if (until === null && (!isApiError(error) || error.kind !== 'network'))
        setStatus(LOGIN_FAILED_STATUS)
    },
  })

  if (providerReturn.pending) {
    return (
      <p role="status" className="text-muted-foreground">
        Signing you in with Google...
      </p>
    )
  }

  return (
    <>
      <AuthPageTitle title="Sign in to Catalyst" description={TAGLINE} />
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        onClick={startExternalSignIn}
      >
        <GoogleMark />
        Sign in with Google
      </Button>
      <div
        className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase"
        aria-hidden
      >
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {lockRemaining > 0 ? (
        <Alert variant="danger" className="mb-4" title={SIGN_IN_LOCKED_STATUS}>
          {retryCountdownLabel(formatCountdown(lockRemaining))}
        </Alert>
      ) : status ? (
        <Alert variant="danger" className="mb-4" title={status} />
      ) : null}
      {/* As tall as the form (232 px), so nothing moves when it arrives. */}
      <Suspense fallback={<div aria-busy="true" className="h-58" />}>
        <LoginFormFields
          onSubmit={(values) => signIn.mutate(values)}
          pending={signIn.isPending}
          locked={lockRemaining > 0}
        />
      </Suspense>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New to Catalyst?{' '}
        <Link to="/auth/registration" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
        {' · '}
        <Link to="/auth/verify-otp" className="font-medium text-primary hover:underline">
          Verify your e-mail
        </Link>
      </p>
      <LegalLinks className="mt-8" />
    </>
  )
}

/** The provider's "G" mark, drawn inline (no remote asset). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  )
}
