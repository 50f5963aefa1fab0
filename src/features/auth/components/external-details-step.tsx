import { useFormContext } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import type { LockedNames } from '../external-sign-up'
import type { ExternalSignUpInput } from '../sign-up-schemas'
import { ContactFields } from './contact-fields'
import { StepHeading } from './step-heading'
import { TermsField } from './terms-field'

const LOCKED_HINT = 'Provided by your sign-in account.'

/** External-identity sign-up step 2; names the provider supplied are read-only. */
export function ExternalDetailsStep({
  email,
  locked,
  pending,
  onPrevious,
}: {
  email: string | null | undefined
  locked: LockedNames
  pending: boolean
  onPrevious: () => void
}) {
  const { register, formState } = useFormContext<ExternalSignUpInput>()
  const { errors, isValid } = formState

  return (
    <>
      <StepHeading
        focusOnMount
        description={
          email ? (
            <>
              Signing up as <strong className="text-foreground">{email}</strong>.
            </>
          ) : undefined
        }
      >
        Your details
      </StepHeading>
      <div className="flex flex-col gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            error={errors.firstName?.message}
            description={locked.firstName ? LOCKED_HINT : undefined}
            required
          >
            <Input
              autoComplete="given-name"
              readOnly={locked.firstName}
              className="read-only:bg-surface-muted"
              {...register('firstName')}
            />
          </Field>
          <Field
            label="Last name"
            error={errors.lastName?.message}
            description={locked.lastName ? LOCKED_HINT : undefined}
          >
            <Input
              autoComplete="family-name"
              readOnly={locked.lastName}
              className="read-only:bg-surface-muted"
              {...register('lastName')}
            />
          </Field>
        </div>
        <ContactFields />
        <TermsField />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" size="lg" onClick={onPrevious}>
            Previous
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={!isValid}
            loading={pending}
            loadingLabel="Completing sign-up"
          >
            Complete sign-up
          </Button>
        </div>
      </div>
    </>
  )
}
