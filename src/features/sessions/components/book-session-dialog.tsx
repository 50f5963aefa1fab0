import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import { catalystSlotsQueryOptions, useBookSession, type Session } from '@/api/sessions/queries'
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
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { useFormDialogSubmit } from '@/components/ui/use-form-dialog-submit'

import { bookSessionSchema, SESSION_TEXT_MAX, type BookSessionValues } from '../schemas'
import { SESSIONS_MESSAGES } from '../session-rules'
import { chosenSlotTaken, NotBookable, SlotsSection, useSlotRange } from './slot-picker'

export interface BookSessionDialogProps {
  catalystId: string
  /** The Catalyst's name, as the student knows them. */
  catalystName: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onBooked?: (session: Session) => void
}

/**
 * Book a session (issue 29): the Catalyst's free slots in the student's time zone, what the
 * student wants to talk about, Confirm. A refusal shows in place and keeps what was typed; a slot
 * taken meanwhile (409) is cleared and the slots are read again.
 */
export function BookSessionDialog({ open, onOpenChange, ...props }: BookSessionDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-xl">
      {(controls) => <BookSessionForm {...props} controls={controls} />}
    </FormDialog>
  )
}

function BookSessionForm({
  catalystId,
  catalystName,
  onBooked,
  controls,
}: Omit<BookSessionDialogProps, 'open' | 'onOpenChange'> & { controls: FormDialogControls }) {
  const slotRange = useSlotRange()
  const slots = useQuery(catalystSlotsQueryOptions(catalystId, slotRange.range))
  const book = useBookSession()
  const errorId = useId()
  const form = useForm<BookSessionValues>({
    resolver: zodResolver(bookSessionSchema),
    defaultValues: { start: '', topic: '' },
  })
  const { errors } = form.formState
  const chosen = useWatch({ control: form.control, name: 'start' })

  // The slot was taken or is no longer free: choose again (the mutation has read the slots
  // again by now).
  const chooseAgain = () => form.setValue('start', '')
  const { onSubmit, refusal, clearRefusal, pending } = useFormDialogSubmit({
    form,
    controls,
    send: (values) => book.mutateAsync({ catalystId, ...values }),
    success: SESSIONS_MESSAGES.booked,
    onSuccess: onBooked,
    fallback: SESSIONS_MESSAGES.bookFailed,
    onStatus: { 400: chooseAgain, 409: chooseAgain },
  })

  const notBookable = slots.data && !slots.data.bookable
  // Issue 36: a chosen time taken elsewhere meanwhile is said beside the times; Confirm waits.
  const taken = chosenSlotTaken(slots.data, chosen)
  return (
    <>
      <DialogHeader>
        <DialogTitle>Book a session</DialogTitle>
        <DialogDescription>
          {notBookable
            ? `Sessions with ${catalystName} cannot be booked now.`
            : `Pick a free time with ${catalystName} and say what you would like to talk about.`}
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
                catalystName={catalystName.split(' ')[0] || catalystName}
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
          <Field
            label="What would you like to talk about?"
            required
            error={errors.topic?.message}
            description={`Up to ${SESSION_TEXT_MAX} characters. ${catalystName} sees it with the booking.`}
          >
            <Textarea rows={3} maxLength={SESSION_TEXT_MAX} {...form.register('topic')} />
          </Field>
          {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending} loadingLabel="Booking" disabled={taken}>
              Confirm
            </Button>
          </DialogFooter>
        </form>
      )}
    </>
  )
}
