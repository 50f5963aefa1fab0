import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { useCancelManagerCall, type ManagerCall } from '@/api/account-manager/queries'
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
import { MANAGER_CALL_TEXT_MAX } from '@/config/account-manager'
import { formatDateTime } from '@/lib/format/dates'

import { cancelCallSchema, MANAGER_MESSAGES as M, type CancelCallValues } from '../schemas'

interface CancelCallDialogProps {
  call: ManagerCall
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Cancel a call with the manager, with a reason they read; a refusal shows in place. */
export function CancelCallDialog({ call, open, onOpenChange }: CancelCallDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(controls) => <CancelForm call={call} controls={controls} />}
    </FormDialog>
  )
}

function CancelForm({ call, controls }: { call: ManagerCall; controls: FormDialogControls }) {
  const cancel = useCancelManagerCall()
  const form = useForm<CancelCallValues>({
    resolver: zodResolver(cancelCallSchema),
    defaultValues: { reason: '' },
  })
  const { onSubmit, refusal, pending } = useFormDialogSubmit({
    form,
    controls,
    send: (values) => cancel.mutateAsync({ callId: call.id, ...values }),
    success: M.cancelled,
    fallback: M.cancelFailed,
  })
  return (
    <>
      <DialogHeader>
        <DialogTitle>Cancel call</DialogTitle>
        <DialogDescription>
          {formatDateTime(call.start)} with {call.manager.name}.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ReasonField
          registration={form.register('reason')}
          error={form.formState.errors.reason?.message}
          max={MANAGER_CALL_TEXT_MAX}
          readBy={`${call.manager.name} reads it.`}
        />
        {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Keep call
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={pending} loadingLabel="Cancelling">
            Cancel call
          </Button>
        </DialogFooter>
      </form>
    </>
  )
}
