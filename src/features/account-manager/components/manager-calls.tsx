import { useQuery } from '@tanstack/react-query'
import { PhoneCall, Video } from 'lucide-react'
import { useId, useState } from 'react'

import {
  downloadManagerCallCalendar,
  managerCallsQueryOptions,
  type ManagerCall,
} from '@/api/account-manager/queries'
import { AddToCalendarButton } from '@/components/calendar/add-to-calendar-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTime, formatTime } from '@/lib/format/dates'

import { MANAGER_MESSAGES as M } from '../schemas'
import { CancelCallDialog } from './cancel-call-dialog'

function CallItem({ call }: { call: ManagerCall }) {
  const [cancelling, setCancelling] = useState(false)
  const cancelled = call.status === 'cancelled'
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">
          {formatDateTime(call.start)} to {formatTime(call.end)}
        </p>
        {cancelled ? <Badge variant="danger">Cancelled</Badge> : null}
      </div>
      <p className="text-sm break-words">{call.topic}</p>
      {call.cancellation ? (
        <p className="text-sm text-muted-foreground">Reason: {call.cancellation.reason}</p>
      ) : null}
      {cancelled ? null : (
        <div className="flex flex-wrap items-center gap-2">
          {call.meetingLink ? (
            <a
              href={call.meetingLink}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <Video aria-hidden className="size-4" />
              Meeting link
            </a>
          ) : null}
          <AddToCalendarButton
            download={() => downloadManagerCallCalendar(call.id)}
            failedMessage={M.calendarFailed}
          />
          {call.canCancel ? (
            <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
              Cancel call
            </Button>
          ) : (
            <p className="text-xs text-muted-foreground">
              Too close to the start to cancel here: please write to {call.manager.name}.
            </p>
          )}
        </div>
      )}
      <CancelCallDialog call={call} open={cancelling} onOpenChange={setCancelling} />
    </li>
  )
}

/**
 * The Catalyst's upcoming calls with their manager (kept after a lapse: readable, cancellable
 * and in the calendar). `hideWhenEmpty` leaves the section out for a Catalyst without the plan
 * and without calls.
 */
export function ManagerCalls({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const headingId = useId()
  const calls = useQuery(managerCallsQueryOptions('upcoming'))
  if (hideWhenEmpty && (!calls.data || calls.data.calls.length === 0)) return null

  let body
  if (calls.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          Loading your calls...
        </p>
        <Skeleton aria-hidden className="h-16 w-full" />
      </div>
    )
  } else if (calls.isError) {
    body = (
      <RetryError
        message={M.callsFailed}
        retrying={calls.isFetching}
        onRetry={() => void calls.refetch()}
      />
    )
  } else if (calls.data.calls.length === 0) {
    body = (
      <EmptyState
        icon={<PhoneCall />}
        headingLevel={3}
        title="No upcoming calls"
        description="Calls you book with your account manager show here."
      />
    )
  } else {
    body = (
      <ul aria-labelledby={headingId} className="flex flex-col">
        {calls.data.calls.map((call) => (
          <CallItem key={call.id} call={call} />
        ))}
      </ul>
    )
  }
  return (
    <Card role="region" aria-labelledby={headingId} className="gap-2 px-5">
      <h2 id={headingId} className="text-base font-semibold">
        Upcoming calls
      </h2>
      {body}
    </Card>
  )
}
