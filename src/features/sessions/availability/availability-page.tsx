import { useQuery } from '@tanstack/react-query'
import { CalendarClock } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { nowDate } from '@/lib/clock'
import { availabilityQueryOptions } from '@/api/sessions/queries'
import { PlanOffer } from '@/components/plan/plan-offer'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { planIncludes } from '@/config/plans'

import { AVAILABILITY_MESSAGES as M } from './availability-rules'
import { AvailabilityStatus } from './components/availability-status'

/** The form's code (react-hook-form, the fields) loads beside the data (the route preloads it). */
const AvailabilityForm = lazy(() =>
  import('./components/availability-form').then((module) => ({
    default: module.AvailabilityForm,
  })),
)

/**
 * Availability (issue 29; openapi.yaml "Sessions"): when a Catalyst meets students. On top, what
 * the server says of it (students can book, and the next days they find; or why not); a Catalyst
 * without Prime or Elite sees what booking gives and a way to Pricing, over the form switched off.
 */
export function AvailabilityPage() {
  const availability = useQuery(availabilityQueryOptions())
  const [now] = useState(() => nowDate())

  let body
  if (availability.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          Loading your availability...
        </p>
        <Skeleton aria-hidden className="h-16 w-full" />
        <Skeleton aria-hidden className="h-96 w-full" />
      </div>
    )
  } else if (availability.isError) {
    body = (
      <RetryError
        message={M.loadFailed}
        retrying={availability.isFetching}
        onRetry={() => void availability.refetch()}
      />
    )
  } else {
    const state = availability.data
    const hasPlan = planIncludes(state.plan, 'session-booking')
    body = (
      <>
        {hasPlan ? (
          <AvailabilityStatus state={state} now={now} />
        ) : (
          <PlanOffer
            feature="session-booking"
            reason={state.notBookableReason}
            icon={<CalendarClock />}
          />
        )}
        <Suspense fallback={<Skeleton aria-hidden className="h-96 w-full" />}>
          <AvailabilityForm state={state} readOnly={!hasPlan} />
        </Suspense>
      </>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Availability</h1>
        <p className="text-sm text-muted-foreground">
          When students connected to you may book a session.
        </p>
      </div>
      {body}
    </div>
  )
}
