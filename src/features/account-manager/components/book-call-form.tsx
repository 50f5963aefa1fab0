import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import {
  managerSlotsQueryOptions,
  useBookManagerCall,
  type ManagerSlotList,
} from '@/api/account-manager/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { RetryError } from '@/components/ui/retry-error'
import { Select } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { MANAGER_CALL_TEXT_MAX } from '@/config/account-manager'
import { httpStatusOf, userMessageFor } from '@/lib/error-messages'
import { formatLocalDate, formatTime } from '@/lib/format/dates'
import { toast } from '@/lib/toast'

import { bookCallSchema, MANAGER_MESSAGES as M, type BookCallValues } from '../schemas'

/** The free slots by the viewer's day, for one <optgroup> each. */
function byDay(list: ManagerSlotList) {
  const days = new Map<string, string[]>()
  for (const slot of list.slots) {
    const day = formatLocalDate(slot.start)
    days.set(day, [...(days.get(day) ?? []), slot.start])
  }
  return [...days]
}

/**
 * Book a call with the account manager: one of their free times (in the viewer's zone) and a
 * topic. A refusal (taken meanwhile, the 2 upcoming calls) shows in place; the topic stays typed.
 */
export function BookCallForm({ managerName }: { managerName: string }) {
  const headingId = useId()
  const slots = useQuery(managerSlotsQueryOptions())
  const book = useBookManagerCall()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<BookCallValues>({
    resolver: zodResolver(bookCallSchema),
    defaultValues: { start: '', topic: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null)
    try {
      await book.mutateAsync(values)
      toast.success(M.booked)
      form.reset()
    } catch (error) {
      setRefusal(userMessageFor(error, M.callFailed))
      // The slot was taken meanwhile: the list has been read again, pick another.
      if (httpStatusOf(error) === 409) form.setValue('start', '')
    }
  })

  let body
  if (slots.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          Loading free times...
        </p>
        <Skeleton aria-hidden className="h-10 w-full" />
      </div>
    )
  } else if (slots.isError) {
    body = (
      <RetryError
        message={M.slotsFailed}
        retrying={slots.isFetching}
        onRetry={() => void slots.refetch()}
      />
    )
  } else if (!slots.data.bookable) {
    body = <Alert variant="info">{slots.data.notBookableReason}</Alert>
  } else if (slots.data.slots.length === 0) {
    body = (
      <Alert variant="info">
        {managerName} has no free time in the next two weeks. Please write to them instead.
      </Alert>
    )
  } else {
    body = (
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <Field
          label="Time"
          required
          error={errors.start?.message}
          description={`In your time zone. Calls last ${slots.data.callMinutes} minutes and are booked at least 24 hours ahead.`}
        >
          <Select {...form.register('start')}>
            <option value="">Choose a time...</option>
            {byDay(slots.data).map(([day, starts]) => (
              <optgroup key={day} label={day}>
                {starts.map((start) => (
                  <option key={start} value={start}>
                    {day}, {formatTime(start)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field label="What would you like to discuss?" required error={errors.topic?.message}>
          <Textarea rows={3} maxLength={MANAGER_CALL_TEXT_MAX} {...form.register('topic')} />
        </Field>
        {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
        <Button
          type="submit"
          className="self-start"
          loading={book.isPending}
          loadingLabel="Booking"
        >
          Book call
        </Button>
      </form>
    )
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="gap-4 px-5">
      <h2 id={headingId} className="text-base font-semibold">
        Book a call with {managerName}
      </h2>
      {body}
    </Card>
  )
}
