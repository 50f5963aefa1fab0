import { Button } from '@/components/ui/button'

import { usePendingPhoto } from './pending-photo'

/**
 * Cancel and Save under a profile form; Save reads "Saving..." while the call runs. Save is on
 * when the form is valid and changed, or valid with a new photo to save (part 2 section 4).
 */
export function ProfileFormActions({
  valid,
  dirty,
  saving,
  onCancel,
}: {
  valid: boolean
  dirty: boolean
  saving: boolean
  onCancel: () => void
}) {
  const { photo } = usePendingPhoto()
  const canSave = valid && (dirty || photo !== null)
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canSave || saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  )
}
