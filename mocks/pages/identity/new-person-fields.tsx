import type { ChangeEvent } from 'react'

import type { IdentityProfile } from '../../services/identity-provider'
import { PERSON_FIELDS } from './choice'

interface NewPersonFieldsProps {
  value: IdentityProfile
  onChange: (value: IdentityProfile) => void
  emailError: string | null
}

const input =
  'mt-1 block w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground'

/** "Use another account": the attributes the provider would share for a person it does not know. */
export function NewPersonFields({ value, onChange, emailError }: NewPersonFieldsProps) {
  const set = (key: keyof IdentityProfile) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value })
  return (
    <div className="grid gap-3 px-5 pb-4 sm:grid-cols-2 sm:pl-12">
      <label className="text-xs font-medium text-foreground">
        Given name <span className="font-normal text-muted-foreground">(optional)</span>
        <input
          name={PERSON_FIELDS.givenName}
          className={input}
          value={value.givenName}
          onChange={set('givenName')}
          autoComplete="given-name"
        />
      </label>
      <label className="text-xs font-medium text-foreground">
        Family name <span className="font-normal text-muted-foreground">(optional)</span>
        <input
          name={PERSON_FIELDS.familyName}
          className={input}
          value={value.familyName}
          onChange={set('familyName')}
          autoComplete="family-name"
        />
      </label>
      <label className="text-xs font-medium text-foreground sm:col-span-2">
        E-mail
        <input
          id="mock-idp-email"
          name={PERSON_FIELDS.email}
          type="email"
          className={input}
          value={value.email}
          onChange={set('email')}
          autoComplete="email"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'mock-idp-email-error' : undefined}
        />
        {emailError ? (
          <span id="mock-idp-email-error" className="mt-1 block font-normal text-danger">
            {emailError}
          </span>
        ) : null}
      </label>
    </div>
  )
}
