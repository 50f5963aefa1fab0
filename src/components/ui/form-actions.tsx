import { useId } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { showWhatBlocksSave } from '@/lib/form-feedback'

import { Button } from './button'

/** Said beside a Save that is off because of what was typed (issue 28). */
export const SAVE_BLOCKED = 'Some fields need attention before you can save.'
export const SHOW_BLOCKERS = 'Show them'

/**
 * Cancel and Save under a form (issue 28: the profile forms, the availability editor); Save reads
 * "Saving..." while the call runs. Save is on when the form is valid and `changed` (by default:
 * something was edited). While a change cannot be saved, a line says so, with a button that shows
 * which fields stand in the way (their messages otherwise wait until each field is left).
 */
export function FormActions<T extends FieldValues>({
  form,
  saving,
  onCancel,
  changed = form.formState.isDirty,
  disabled = false,
}: {
  form: UseFormReturn<T>
  saving: boolean
  onCancel: () => void
  /** Whether there is something to save; the form's own dirty state unless told. */
  changed?: boolean
  /** Nothing may be saved at all (the form is read-only): Save and Cancel are off. */
  disabled?: boolean
}) {
  const { isValid } = form.formState
  const canSave = isValid && changed && !disabled
  const blockedId = useId()
  const blocked = changed && !isValid && !disabled
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end">
      {blocked ? (
        <p id={blockedId} className="text-sm text-muted-foreground sm:mr-auto">
          {SAVE_BLOCKED}{' '}
          <Button
            type="button"
            variant="link"
            className="text-sm"
            onClick={() => void showWhatBlocksSave(form)}
          >
            {SHOW_BLOCKERS}
          </Button>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="outline" disabled={disabled} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!canSave || saving}
          aria-describedby={blocked ? blockedId : undefined}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  )
}
