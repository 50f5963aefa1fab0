import { useState, type BaseSyntheticEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { httpStatusOf, userMessageFor } from '@/lib/error-messages'
import { toast } from '@/lib/toast'

import type { FormDialogControls } from './form-dialog'

export interface FormDialogSubmitOptions<TValues extends FieldValues, TResult> {
  form: UseFormReturn<TValues>
  /** The FormDialog's controls: busy while the call is on its way, closed once it is done. */
  controls: FormDialogControls
  /** The call, with the form's valid values (usually a mutation's `mutateAsync`). */
  send: (values: TValues) => Promise<TResult>
  /** The toast once the call is done. */
  success: string
  /** After the toast, before the dialog closes (e.g. the caller's own `onBooked`). */
  onSuccess?: (result: TResult) => void
  /** The dialog's words when the server gave no reason; the spec's generic text if omitted. */
  fallback?: string
  /**
   * What else a refusal does, by HTTP status, once its message shows: e.g. 409 clears the chosen
   * slot (the mutation has read the slots again by then).
   */
  onStatus?: Partial<Record<number, () => void>>
}

export interface FormDialogSubmission {
  /** The form's `onSubmit`: validates, then sends. */
  onSubmit: (event?: BaseSyntheticEvent) => void
  /** Why the last call failed, in the spec's words (part 1 section 8); null when it did not. */
  refusal: string | null
  /** Hides the refusal: the person has changed what it was about. */
  clearRefusal: () => void
  /** The call is on its way: the buttons wait. */
  pending: boolean
}

/**
 * The submit flow of a form in a FormDialog: the call, the dialog busy meanwhile, a success
 * toast and close; a failure shows in the dialog through the app's one error policy
 * (`userMessageFor`: no answer reads "Network error or no response from server", a 400 gets the
 * spec's rewrites, a 403 or 409 the server's reason) and what was typed stays for another try.
 */
export function useFormDialogSubmit<TValues extends FieldValues, TResult>({
  form,
  controls,
  send,
  success,
  onSuccess,
  fallback,
  onStatus,
}: FormDialogSubmitOptions<TValues, TResult>): FormDialogSubmission {
  const [refusal, setRefusal] = useState<string | null>(null)
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null)
    controls.onBusyChange(true)
    try {
      const result = await send(values)
      toast.success(success)
      onSuccess?.(result)
      controls.onDone()
    } catch (error) {
      setRefusal(userMessageFor(error, fallback))
      const status = httpStatusOf(error)
      if (status !== null) onStatus?.[status]?.()
    } finally {
      controls.onBusyChange(false)
    }
  })
  return {
    onSubmit: (event) => void submit(event),
    refusal,
    clearRefusal: () => setRefusal(null),
    pending: form.formState.isSubmitting,
  }
}
