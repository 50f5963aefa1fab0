import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { FormActions } from '@/components/ui/form-actions'

import { usePendingPhoto } from './pending-photo'

/**
 * Cancel and Save under a profile form (components/ui/form-actions.tsx): Save is on when the form
 * is valid and changed, or valid with a new photo to save (part 2 section 4).
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
  const { photo } = usePendingPhoto()
  return (
    <FormActions
      form={form}
      saving={saving}
      onCancel={onCancel}
      changed={form.formState.isDirty || photo !== null}
    />
  )
}
