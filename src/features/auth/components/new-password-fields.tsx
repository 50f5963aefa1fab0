import { useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'

import { passwordChecklist, type PersonalInfo } from '../schemas'
import { PasswordChecklist } from './password-checklist'

type Values = Record<string, unknown>

/**
 * A new password with its live checklist, and its confirmation. The confirmation is checked
 * again when the password changes, once the user has visited it.
 */
export function NewPasswordFields({
  name,
  label = 'Password',
  person,
  specials,
}: {
  name: 'password' | 'newPassword'
  label?: string
  person: PersonalInfo
  specials?: string
}) {
  const checklistId = useId()
  const { control, register, formState, getFieldState, trigger } = useFormContext<Values>()
  const value = useWatch({ control, name })
  const password = typeof value === 'string' ? value : ''
  const errorOf = (field: string) => {
    const message = formState.errors[field]?.message
    return typeof message === 'string' ? message : undefined
  }

  return (
    <>
      <Field label={label} error={errorOf(name)} required>
        <PasswordInput
          autoComplete="new-password"
          aria-describedby={checklistId}
          {...register(name, {
            onChange: () => {
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword')
            },
          })}
        />
      </Field>
      <PasswordChecklist id={checklistId} items={passwordChecklist(password, person, specials)} />
      <Field label="Confirm password" error={errorOf('confirmPassword')} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
    </>
  )
}
