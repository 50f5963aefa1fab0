import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { useCancelSession, type Session } from '@/api/sessions/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormDialog, type FormDialogControls } from '@/components/ui/form-dialog'
import { ReasonField } from '@/components/ui/reason-field'
import { useFormDialogSubmit } from '@/components/ui/use-form-dialog-submit'
import type { Role } from '@/lib/roles'

import { cancelSessionSchema, SESSION_TEXT_MAX, type CancelSessionValues } from '../schemas'
import { formatSessionTime, otherPerson, personName, SESSIONS_MESSAGES } from '../session-rules'

interface CancelDialogProps {
  session: Session
  role: Role
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Cancel a session (issue 29) with a reason the other person sees. A refusal (the cut-off,
 * already cancelled) shows in place; the reason stays typed.
 */
export function CancelSessionDialog({ session, role, open, onOpenChange }: CancelDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(controls) => <CancelForm session={session} role={role} controls={controls} />}
    </FormDialog>
  )
}

function CancelForm({
  session,
  role,
  controls,
}: Pick<CancelDialogProps, 'session' | 'role'> & { controls: FormDialogControls }) {
  const other = otherPerson(session, role)
  const cancel = useCancelSession()
  const form = useForm<CancelSessionValues>({
    resolver: zodResolver(cancelSessionSchema),
    defaultValues: { reason: '' },
  })
  const { onSubmit, refusal, pending } = useFormDialogSubmit({
    form,
    controls,
    send: (values) => cancel.mutateAsync({ sessionId: session.id, ...values }),
    success: SESSIONS_MESSAGES.cancelled,
    fallback: SESSIONS_MESSAGES.changeFailed,
  })
  const { errors } = form.formState

  return (
    <>
      <DialogHeader>
        <DialogTitle>Cancel session</DialogTitle>
        <DialogDescription>
          {formatSessionTime(session)} with {personName(other)}. The session stays in both lists as
          cancelled.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ReasonField
          registration={form.register('reason')}
          error={errors.reason?.message}
          max={SESSION_TEXT_MAX}
          readBy={`${other.given_name || 'The other person'} sees it.`}
        />
        {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Keep session
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={pending} loadingLabel="Cancelling">
            Cancel session
          </Button>
        </DialogFooter>
      </form>
    </>
  )
}
