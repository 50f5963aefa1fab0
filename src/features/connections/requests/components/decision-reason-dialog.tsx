import { useState } from 'react'

import type { Decision } from '@/api/connections/mutations'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'

/** The contract's cap on a reason (StudentRequestDecisionRequest); the spec asks no validation. */
const REASON_MAX = 1000

/**
 * Accept or Decline of a student's request, asking for the reason (spec part 1 sections 4, 5: no
 * validation, so it may stay empty). It stays open, with the reason, when the answer fails. Key
 * it by request and action: a new one starts empty.
 */
export function DecisionReasonDialog({
  name,
  action,
  open,
  onOpenChange,
  onConfirm,
}: {
  name: string
  action: Decision
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Resolves true when the answer went through. */
  onConfirm: (reason: string) => Promise<boolean>
}) {
  const [reason, setReason] = useState('')
  const accepting = action === 'accept'
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${accepting ? 'Accept' : 'Decline'} ${name}'s request`}
      description={
        accepting
          ? 'Tell the student why you are happy to guide them.'
          : 'Tell the student why you are declining.'
      }
      confirmLabel={accepting ? 'Accept' : 'Decline'}
      variant={accepting ? 'primary' : 'danger'}
      onConfirm={async () => {
        // Throwing keeps the dialog open with the reason typed (ConfirmDialog's contract).
        if (!(await onConfirm(reason))) throw new Error('Not answered')
      }}
    >
      <Field label="Reason">
        <Textarea
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  )
}
