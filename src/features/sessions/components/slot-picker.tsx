import type { UseQueryResult } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Globe } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import { useId, useState } from 'react'

import type { Slot, SlotList, SlotRange } from '@/api/sessions/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { focusRing } from '@/components/ui/focus-ring'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { VerticalScroll } from '@/components/ui/vertical-scroll'
import { SESSION_SLOTS_DEFAULT_DAYS } from '@/config/constants'
import { cn } from '@/lib/cn'
import { formatTime } from '@/lib/format/dates'

import { SESSIONS_MESSAGES, slotsByDay, viewerTimeZone, zonesLine } from '../session-rules'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Which dates of slots are shown: the server's first two weeks, then two weeks more at a time
 * ("Later dates"), and back again ("Earlier dates").
 */
export function useSlotRange() {
  const [ranges, setRanges] = useState<SlotRange[]>([{}])
  const range = ranges.at(-1) ?? {}
  return {
    range,
    canGoBack: ranges.length > 1,
    later: (list: SlotList) =>
      setRanges((shown) => [
        ...shown,
        {
          from: list.to,
          to: new Date(Date.parse(list.to) + SESSION_SLOTS_DEFAULT_DAYS * DAY_MS).toISOString(),
        },
      ]),
    back: () => setRanges((shown) => (shown.length > 1 ? shown.slice(0, -1) : shown)),
  }
}

/** Whether the booking horizon goes on after the shown dates. */
export function hasLaterSlots(list: SlotList): boolean {
  return Date.parse(list.to) < Date.parse(list.bookableUntil)
}

/**
 * Free slots as buttons, a radio group per day in the viewer's time zone: Tab moves between the
 * days, the arrow keys between the times of a day (choosing as they go), Space chooses.
 */
export function SlotPicker({
  slots,
  value,
  onChange,
  describedBy,
  disabled = false,
}: {
  slots: readonly Slot[]
  value: string
  onChange: (start: string) => void
  describedBy?: string
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-3">
      {slotsByDay(slots).map((day, index) => {
        const labelId = `${id}-day-${index}`
        const chosen = day.slots.some((slot) => slot.start === value) ? value : ''
        return (
          <div key={day.key} className="flex flex-col gap-1.5">
            <h3 id={labelId} className="text-sm font-medium">
              {day.label}
            </h3>
            <RadioGroup.Root
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              value={chosen}
              onValueChange={onChange}
              disabled={disabled}
              orientation="horizontal"
              className="flex flex-wrap gap-2"
            >
              {day.slots.map((slot) => (
                <RadioGroup.Item
                  key={slot.start}
                  value={slot.start}
                  className={cn(
                    'inline-flex h-9 min-w-[4.5rem] cursor-pointer items-center justify-center rounded-md border border-input bg-surface px-3 text-sm font-medium tabular-nums shadow-xs hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50',
                    'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
                    focusRing,
                  )}
                >
                  {formatTime(slot.start)}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </div>
        )
      })}
    </div>
  )
}

/**
 * The slots part of Book a session and Reschedule: which zones the times are in, the slots of
 * the shown dates (loading, failed, none), and the way to later dates.
 */
/**
 * Whether the chosen time has left the list it was chosen from (issue 36): booked elsewhere, a
 * live event or a refetch took it out. A choice outside the dates shown is not judged.
 */
export function chosenSlotTaken(list: SlotList | undefined, value: string): boolean {
  if (!list || value === '') return false
  const at = Date.parse(value)
  if (at < Date.parse(list.from) || at >= Date.parse(list.to)) return false
  return !list.slots.some((slot) => slot.start === value)
}

export function SlotsSection({
  query,
  catalystName,
  value,
  onChange,
  error,
  errorId,
  slotRange,
  disabled = false,
}: {
  query: UseQueryResult<SlotList>
  /** The Catalyst's first name for the zones line; null when the viewer is the Catalyst. */
  catalystName: string | null
  value: string
  onChange: (start: string) => void
  error?: string
  errorId: string
  slotRange: ReturnType<typeof useSlotRange>
  disabled?: boolean
}) {
  const list = query.data
  const taken = chosenSlotTaken(list, value)
  let body
  if (list) {
    body = list.slots.length ? (
      <SlotPicker
        slots={list.slots}
        value={value}
        onChange={onChange}
        describedBy={error ? errorId : undefined}
        disabled={disabled}
      />
    ) : (
      <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
        {SESSIONS_MESSAGES.noSlots}
      </p>
    )
  } else if (query.isError) {
    body = (
      <RetryError
        size="sm"
        message={SESSIONS_MESSAGES.slotsFailed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  } else {
    body = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          Loading free times...
        </p>
        <Skeleton className="h-4 w-32" />
        <div className="flex flex-wrap gap-2" aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-9 w-[4.5rem]" />
          ))}
        </div>
      </div>
    )
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">
        Pick a time
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      {list ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Globe aria-hidden className="mt-0.5 size-4 shrink-0" />
          {zonesLine(viewerTimeZone(), catalystName, list.timeZone)}
        </p>
      ) : null}
      {/* Shorter on a short screen, so the dialog's own actions stay in sight below it. */}
      <VerticalScroll
        label="Free times"
        hint="More times below"
        className="max-h-[min(18rem,40dvh)] pr-1"
      >
        {body}
      </VerticalScroll>
      {/* Said at once, beside the times; the dialog's Confirm waits for another choice. */}
      <p role="alert" className="text-sm font-medium text-danger empty:hidden">
        {taken ? SESSIONS_MESSAGES.slotTaken : ''}
      </p>
      {error && !taken ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {list && (slotRange.canGoBack || hasLaterSlots(list)) ? (
        <div className="flex flex-wrap gap-2">
          {slotRange.canGoBack ? (
            <Button type="button" variant="outline" size="sm" onClick={slotRange.back}>
              <ChevronLeft aria-hidden /> Earlier dates
            </Button>
          ) : null}
          {hasLaterSlots(list) ? (
            <Button type="button" variant="outline" size="sm" onClick={() => slotRange.later(list)}>
              Later dates <ChevronRight aria-hidden />
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}

/** The reason a person cannot be booked (or a session moved), instead of the slots. */
export function NotBookable({ reason }: { reason: string | null }) {
  return (
    <Alert variant="warning" role="status">
      {reason ?? 'No times can be booked now.'}
    </Alert>
  )
}
