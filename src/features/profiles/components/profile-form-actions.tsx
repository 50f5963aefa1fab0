import { useId } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'

import { showWhatBlocksSave } from './form-feedback'
import { usePendingPhoto } from './pending-photo'

/** Said beside a Save that is off because of what was typed (issue 28). */
export const SAVE_BLOCKED = 'Some fields need attention before you can save.'
export const SHOW_BLOCKERS = 'Show them'

/**
 * Cancel and Save under a profile form; Save reads "Saving..." while the call runs. Save is on
 * when the form is valid and changed, or valid with a new photo to save (part 2 section 4). While
 * a change cannot be saved, a line says so, with a button that shows which fields stand in the way
 * (their messages otherwise wait until each field is left).
 */
export function ProfileFormActions<T extends FieldValues>({
  form,
  saving,
  onCancel,
}: {
  form: UseFormReturn<T>
  saving: boolean
  onCancel: () => void
}) {
  const { isValid, isDirty } = form.formState
  const { photo } = usePendingPhoto()
  const changed = isDirty || photo !== null
  const canSave = isValid && changed
  const blockedId = useId()
  const blocked = changed && !isValid
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
        <Button type="button" variant="outline" onClick={onCancel}>
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
