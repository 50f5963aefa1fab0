import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, CalendarClock, CalendarOff } from 'lucide-react'

import { availabilityQueryOptions, type AvailabilityState } from '@/api/sessions/queries'
import { PlanOffer } from '@/components/plan/plan-offer'
import { Skeleton } from '@/components/ui/skeleton'
import { planIncludes } from '@/config/plans'
import { cn } from '@/lib/cn'

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline'

/** Whether the state's plan includes session booking (else the way on is Pricing). */
export function hasSessionPlan(state: AvailabilityState): boolean {
  return planIncludes(state.plan, 'session-booking')
}

/**
 * The Catalyst's booking state above their sessions (issue 29): "Students can book you", or the
 * server's reason why not, with the way to change it (Availability). Without a plan that
 * includes booking it is the page's one PlanOffer, with the server's reason (issue 36).
 */
export function AvailabilityLine() {
  const state = useQuery(availabilityQueryOptions())
  if (state.isError) return null
  if (!state.data) return <Skeleton className="h-12 w-full" aria-hidden />
  const { bookable, notBookableReason } = state.data
  if (!bookable && !hasSessionPlan(state.data))
    return (
      <PlanOffer
        feature="session-booking"
        reason={notBookableReason}
        icon={<CalendarClock />}
        compact
      />
    )
  const Icon = bookable ? CalendarCheck : CalendarOff
  return (
    <div
      role="status"
      className={cn(
        // On the plain surface, not a tint: the link keeps its contrast in both themes.
        'flex flex-wrap items-start gap-x-3 gap-y-1 rounded-lg border border-l-4 bg-surface p-3 text-sm',
        bookable ? 'border-success/50 border-l-success' : 'border-warning/60 border-l-warning',
      )}
    >
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', bookable ? 'text-success' : 'text-warning')}
      />
      <p className="min-w-0 flex-1 break-words">
        {bookable ? 'Students can book you.' : (notBookableReason ?? 'Students cannot book you.')}
      </p>
      <Link to="/availability" className={linkClass}>
        Availability
      </Link>
    </div>
  )
}
