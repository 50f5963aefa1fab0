import { useFormContext, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import type { RegistrationInput } from '../sign-up-schemas'
import { ContactFields } from './contact-fields'
import { NewPasswordFields } from './new-password-fields'
import { StepHeading } from './step-heading'
import { TermsField } from './terms-field'

/** Registration step 2: personal details, then Previous or Register (spec part 1 section 2). */
export function RegistrationDetailsStep({
  onPrevious,
  pending,
  focusOnMount,
}: {
  onPrevious: () => void
  pending: boolean
  focusOnMount: boolean
}) {
  const { control, register, formState } = useFormContext<RegistrationInput>()
  const { errors, isValid } = formState
  const [firstName, lastName, email] = useWatch({
    control,
    name: ['firstName', 'lastName', 'email'],
  })

  return (
    <>
      <StepHeading focusOnMount={focusOnMount} description="Fields marked * are required.">
        Personal details
      </StepHeading>
      <div className="flex flex-col gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <NewPasswordFields name="password" person={{ firstName, lastName, email }} />
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
            loadingLabel="Registering"
          >
            Register
          </Button>
        </div>
      </div>
    </>
  )
}
