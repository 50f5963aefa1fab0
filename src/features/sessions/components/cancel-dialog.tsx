import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
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
import { FormDialog } from '@/components/ui/form-dialog'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import type { Role } from '@/lib/roles'
import { toast } from '@/lib/toast'

import { cancelSessionSchema, SESSION_TEXT_MAX, type CancelSessionValues } from '../schemas'
import { formatSessionTime, otherPerson, personName, SESSIONS_MESSAGES } from '../session-rules'
import { serverMessageOf } from './server-error'

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
      {(controls) => <CancelForm session={session} role={role} {...controls} />}
    </FormDialog>
  )
}

function CancelForm({
  session,
  role,
  onBusyChange,
  onDone,
}: Pick<CancelDialogProps, 'session' | 'role'> & {
  onBusyChange: (busy: boolean) => void
  onDone: () => void
}) {
  const other = otherPerson(session, role)
  const cancel = useCancelSession()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<CancelSessionValues>({
    resolver: zodResolver(cancelSessionSchema),
    defaultValues: { reason: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null)
    onBusyChange(true)
    try {
      await cancel.mutateAsync({ sessionId: session.id, ...values })
      toast.success(SESSIONS_MESSAGES.cancelled)
      onDone()
    } catch (error) {
      setRefusal(serverMessageOf(error, SESSIONS_MESSAGES.changeFailed))
    } finally {
      onBusyChange(false)
    }
  })

  return (
    <>
      <DialogHeader>
        <DialogTitle>Cancel session</DialogTitle>
        <DialogDescription>
          {formatSessionTime(session)} with {personName(other)}. The session stays in both lists as
          cancelled.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          label="Reason"
          required
          error={errors.reason?.message}
          description={`${other.given_name || 'The other person'} sees it.`}
        >
          <Textarea rows={3} maxLength={SESSION_TEXT_MAX} {...form.register('reason')} />
        </Field>
        {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={isSubmitting}>
              Keep session
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={isSubmitting} loadingLabel="Cancelling">
            Cancel session
          </Button>
        </DialogFooter>
      </form>
    </>
  )
}
