import { Button } from '@/components/ui/button'

/** Cancel and Save under a profile form; Save reads "Saving..." while the call runs. */
export function ProfileFormActions({
  canSave,
  saving,
  onCancel,
}: {
  canSave: boolean
  saving: boolean
  onCancel: () => void
}) {
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
