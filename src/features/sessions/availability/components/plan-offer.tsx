import { Link } from '@tanstack/react-router'
import { CalendarClock } from 'lucide-react'
import { useId } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PLAN_FEATURES, PLANS } from '@/config/plans'

const booking = PLAN_FEATURES.find((feature) => feature.key === 'session-booking')!
/** "Prime and Elite Access": the plans that include session booking (src/config/plans.ts). */
const bookingPlans = (() => {
  const names = PLANS.filter((plan) => booking.values[plan.tier] === true).map((plan) => plan.name)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
})()

export const PLAN_OFFER = {
  title: `${booking.name} comes with ${bookingPlans}`,
  gives: [
    'Students connected to you book a session in your weekly hours, in their own time zone.',
    'Both of you get the session by e-mail with a calendar invitation, and it appears on your schedule planner.',
    'Either of you can move or cancel it, with a reason the other sees.',
  ],
  action: 'View Pricing Plans',
} as const

/**
 * What session booking gives a Catalyst without Prime or Elite (issue 29), in the words of the
 * plan comparison, with the server's reason and a way to Pricing.
 */
export function PlanOffer({ reason }: { reason: string | null }) {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4 px-5">
      <div className="flex items-start gap-4">
        <div
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-primary [&_svg]:size-5"
        >
          <CalendarClock />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            {PLAN_OFFER.title}
          </h2>
          {reason ? <p className="text-sm text-muted-foreground">{reason}</p> : null}
        </div>
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm sm:pl-19">
        {PLAN_OFFER.gives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link to="/pricing" className={buttonVariants({ className: 'self-start sm:ml-14' })}>
        {PLAN_OFFER.action}
      </Link>
    </Card>
  )
}
