import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { takeFieldsLeftBeforeCode } from '@/lib/hydration'

import { loginSchema, type LoginForm as LoginValues } from './schemas'

const neverChanges = () => () => undefined

/**
 * The sign-in form and its validation (react-hook-form and zod). Loaded on its own: on the
 * prerendered sign-in page only with the visitor's first interaction (login-page.tsx).
 */
export default function LoginForm({
  onSubmit,
  pending,
  locked,
}: {
  onSubmit: (values: LoginValues) => void
  pending: boolean
  locked: boolean
}) {
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', keep_me_signed_in: false },
  })
  const { errors, isValid } = form.formState
  // What was typed before this code ran is the form's from the start, and a field the visitor
  // already left is judged at once, as leaving it would have (issue 27: "ab" left in E-mail kept
  // Sign in disabled with no word why).
  const formElement = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const left = takeFieldsLeftBeforeCode()
    for (const name of ['email', 'password'] as const) {
      const field = formElement.current?.elements.namedItem(name)
      if (!(field instanceof HTMLInputElement)) continue
      const judged = left.includes(name) && field !== document.activeElement
      if (field.value === '' && !judged) continue
      form.setValue(name, field.value, { shouldTouch: judged, shouldValidate: judged })
    }
  }, [form])
  // Until this code runs, the prerendered form is markup only: public/prepaint.js holds a press
  // on its buttons (Remember me) and makes it again once this attribute is gone.
  const live = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
  return (
    <form
      ref={formElement}
      noValidate
      className="flex flex-col gap-4"
      data-awaits-code={live ? undefined : ''}
      onSubmit={form.handleSubmit(onSubmit)}
      onKeyDown={(event) => {
        // Enter in a field while Sign in is off because the form has not checked what was typed
        // yet (just after its code arrived, say): the browser drops an implicit submission whose
        // default button is disabled, so the form checks and submits itself, or shows why not.
        const { target } = event
        if (event.key !== 'Enter' || event.nativeEvent.isComposing || isValid) return
        if (!(target instanceof HTMLInputElement) || target.type === 'checkbox') return
        event.preventDefault()
        if (!locked && !pending) void form.handleSubmit(onSubmit)()
      }}
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
        loading={pending}
        disabled={!isValid || locked}
        loadingLabel="Signing in"
      >
        Sign in
      </Button>
    </form>
  )
}
