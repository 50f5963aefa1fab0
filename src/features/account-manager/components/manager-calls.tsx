import { useInfiniteQuery } from '@tanstack/react-query'
import { History, PhoneCall } from 'lucide-react'
import { useId, useState } from 'react'

import {
  downloadManagerCallCalendar,
  managerCallPagesQueryOptions,
  type ManagerCall,
  type ManagerCallScope,
} from '@/api/account-manager/queries'
import { AddToCalendarButton } from '@/components/calendar/add-to-calendar-button'
import { JoinCallButton } from '@/components/calendar/join-call-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { CALL_PHASE_LABELS, CALL_PHASE_VARIANTS, callPhase } from '@/lib/call-phase'
import { formatDateTimeRange } from '@/lib/format/dates'
import { useNow } from '@/lib/format/use-now'

import { MANAGER_MESSAGES as M } from '../schemas'
import { CancelCallDialog } from './cancel-call-dialog'

const CALL_NOUN = { one: 'call', other: 'calls' }

const SCOPES = {
  upcoming: {
    heading: 'Upcoming calls',
    empty: 'No upcoming calls',
    description: 'Calls you book with your account manager show here.',
    icon: <PhoneCall />,
  },
  past: {
    heading: 'Past calls',
    empty: 'No past calls',
    description: 'Calls with your account manager show here once they have taken place.',
    icon: <History />,
  },
} as const satisfies Record<ManagerCallScope, unknown>

/** One call: when, booked, took place or cancelled (issue 36), and what can still be done. */
function CallItem({ call }: { call: ManagerCall }) {
  const [cancelling, setCancelling] = useState(false)
  const phase = callPhase(call, useNow())
  const open = phase === 'booked' || phase === 'join-now'
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">
          <time dateTime={call.start}>{formatDateTimeRange(call.start, call.end)}</time>
        </p>
        <Badge variant={CALL_PHASE_VARIANTS[phase]}>{CALL_PHASE_LABELS[phase]}</Badge>
      </div>
      <p className="text-sm break-words">{call.topic}</p>
      {call.cancellation ? (
        <p className="text-sm text-muted-foreground">Reason: {call.cancellation.reason}</p>
      ) : null}
      {open ? (
        <div className="flex flex-wrap items-center gap-2">
          <JoinCallButton call={call} />
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
      ) : null}
      {open ? (
        <CancelCallDialog call={call} open={cancelling} onOpenChange={setCancelling} />
      ) : null}
    </>
  )
}

/**
 * The Catalyst's upcoming or past calls with their manager, a page at a time (kept after a lapse:
 * readable, and upcoming ones cancellable and in the calendar). `hideWhenEmpty` leaves the section
 * out for a Catalyst without the plan and without calls.
 */
export function ManagerCalls({
  scope,
  hideWhenEmpty = false,
}: {
  scope: ManagerCallScope
  hideWhenEmpty?: boolean
}) {
  const headingId = useId()
  const calls = useInfiniteQuery(managerCallPagesQueryOptions(scope))
  const words = SCOPES[scope]
  if (hideWhenEmpty && !calls.data?.pages[0]?.calls.length) return null
  return (
    <Card role="region" aria-labelledby={headingId} className="gap-2 px-5">
      <h2 id={headingId} className="text-base font-semibold">
        {words.heading}
      </h2>
      <PagedList
        query={calls}
        itemsOf={(page) => page.calls}
        renderItem={(call) => <CallItem call={call} />}
        label={words.heading}
        noun={CALL_NOUN}
        errorMessage={M.callsFailed}
        variant="in-card"
        empty={
          <EmptyState
            icon={words.icon}
            headingLevel={3}
            title={words.empty}
            description={words.description}
          />
        }
      />
    </Card>
  )
}
