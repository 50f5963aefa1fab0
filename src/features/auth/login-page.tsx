import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { signInWithPassword } from '@/api/auth/mutations'
import { currentUserQueryOptions } from '@/api/profile/queries'
import { AuthPageTitle, TAGLINE } from '@/components/layout/auth-layout'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { readPendingHubRedirect, resolvePostLoginPath } from '@/lib/post-login-redirect'
import { useSession } from '@/lib/session/session-context'

import { loginSchema, type LoginForm } from './schemas'

export const LOGIN_FAILED_STATUS = 'The login details are incorrect'

export function LoginPage({ returnUrl }: { returnUrl?: string | undefined }) {
  const session = useSession()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [status, setStatus] = useState<string | null>(null)
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', keep_me_signed_in: false },
  })
  const { errors, isValid } = form.formState

  const signIn = useMutation({
    mutationFn: async (values: LoginForm) => {
      const tokens = await signInWithPassword(values)
      session.start({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        remember: values.keep_me_signed_in,
      })
      try {
        await queryClient.fetchQuery(currentUserQueryOptions())
      } catch (error) {
        // Spec part 1 section 4: a profile that cannot be loaded signs the user out again.
        session.end()
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
      await router.navigate({ href: path, replace: true })
    },
    onError: () => setStatus(LOGIN_FAILED_STATUS),
  })

  return (
    <>
      <AuthPageTitle title="Sign in to Catalyst" description={TAGLINE} />
      {status ? <Alert variant="danger" className="mb-4" title={status} /> : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
      >
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="flex items-center justify-between gap-2">
          <Controller
            control={form.control}
            name="keep_me_signed_in"
            render={({ field }) => (
              <Field label="Remember me" orientation="horizontal">
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              </Field>
            )}
          />
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-primary hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button
          type="submit"
          size="lg"
          loading={signIn.isPending}
          disabled={!isValid}
          loadingLabel="Signing in"
        >
          Sign in
        </Button>
      </form>
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
    </>
  )
}
