import type { UseFormRegisterReturn } from 'react-hook-form'

import { Field } from './field'
import { Textarea } from './textarea'

/**
 * The reason for cancelling or moving (a session, a call with the account manager): required, at most
 * `max` characters (the contract's limit; the schema says so in its words, lib/form-text), and who
 * reads it.
 */
export function ReasonField({
  registration,
  error,
  max,
  readBy,
  rows = 3,
}: {
  registration: UseFormRegisterReturn
  error: string | undefined
  max: number
  /** "Priya sees it.": who reads the reason. */
  readBy: string
  rows?: number
}) {
  return (
    <Field label="Reason" required error={error} description={readBy}>
      <Textarea rows={rows} maxLength={max} {...registration} />
    </Field>
  )
}
