import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import {
  rescheduleSlotsQueryOptions,
  useRescheduleSession,
  type Session,
} from '@/api/sessions/queries'
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

import { rescheduleSessionSchema, SESSION_TEXT_MAX, type RescheduleSessionValues } from '../schemas'
import { formatSessionTime, otherPerson, SESSIONS_MESSAGES } from '../session-rules'
import { chosenSlotTaken, NotBookable, SlotsSection, useSlotRange } from './slot-picker'

interface ChangeDialogProps {
  session: Session
  /** Who is changing it. */
  role: Role
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Reschedule (issue 29): another free slot of the Catalyst, with a reason the other person sees.
 * A refusal (the cut-off, a slot taken, too many moves) shows in place; the reason stays typed.
 */
export function RescheduleDialog({ open, onOpenChange, ...props }: ChangeDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-xl">
      {(controls) => <RescheduleForm {...props} controls={controls} />}
    </FormDialog>
  )
}

function RescheduleForm({
  session,
  role,
  controls,
}: Omit<ChangeDialogProps, 'open' | 'onOpenChange'> & { controls: FormDialogControls }) {
  const other = otherPerson(session, role)
  const slotRange = useSlotRange()
  const slots = useQuery(rescheduleSlotsQueryOptions(session.id, slotRange.range))
  const move = useRescheduleSession()
  const errorId = useId()
  const form = useForm<RescheduleSessionValues>({
    resolver: zodResolver(rescheduleSessionSchema),
    defaultValues: { start: '', reason: '' },
  })
  const { errors } = form.formState
  const chosen = useWatch({ control: form.control, name: 'start' })

  // The slot was taken or is no longer free: choose again from the slots read again.
  const chooseAgain = () => form.setValue('start', '')
  const { onSubmit, refusal, clearRefusal, pending } = useFormDialogSubmit({
    form,
    controls,
    send: (values) => move.mutateAsync({ sessionId: session.id, ...values }),
    success: SESSIONS_MESSAGES.rescheduled,
    fallback: SESSIONS_MESSAGES.changeFailed,
    onStatus: { 400: chooseAgain, 409: chooseAgain },
  })

  const notBookable = slots.data && !slots.data.bookable
  // Issue 36: a chosen time taken elsewhere meanwhile is said beside the times; Confirm waits.
  const taken = chosenSlotTaken(slots.data, chosen)
  // The slot list's zone is the Catalyst's; the student is told whose it is.
  const catalystName = session.catalyst.given_name || 'Your Catalyst'
  return (
    <>
      <DialogHeader>
        <DialogTitle>Reschedule</DialogTitle>
        <DialogDescription>
          Now {formatSessionTime(session)}. Pick a new time and tell {other.given_name || 'them'}{' '}
          why.
        </DialogDescription>
      </DialogHeader>
      {notBookable ? (
        <>
          <NotBookable reason={slots.data.notBookableReason} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogFooter>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Controller
            control={form.control}
            name="start"
            render={({ field }) => (
              <SlotsSection
                query={slots}
                catalystName={role === 'student' ? catalystName : null}
                value={field.value}
                onChange={(start) => {
                  field.onChange(start)
                  clearRefusal()
                }}
                error={errors.start?.message}
                errorId={errorId}
                slotRange={slotRange}
                disabled={pending}
              />
            )}
          />
          <ReasonField
            registration={form.register('reason')}
            error={errors.reason?.message}
            max={SESSION_TEXT_MAX}
            readBy={`${other.given_name || 'The other person'} sees it with the new time.`}
            rows={2}
          />
          {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Keep the time
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending} loadingLabel="Moving" disabled={taken}>
              Move session
            </Button>
          </DialogFooter>
        </form>
      )}
    </>
  )
}
