import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { useId } from 'react'

import { currentSubscriptionQueryOptions } from '@/api/payment/queries'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PLANS } from '@/config/plans'

/** "Basic, Prime and Elite Access". */
const planNames = (() => {
  const names = PLANS.map((plan) => plan.name)
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
})()

/**
 * A Catalyst without a plan is offered Pricing (issue 28): the spec's side menu has no way there.
 * Only once the read says there is none: while it loads, when it fails, or with a plan, nothing.
 */
export function PlanPromptCard() {
  const subscription = useQuery(currentSubscriptionQueryOptions())
  const titleId = useId()
  if (!subscription.isSuccess || subscription.data) return null
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex-col gap-4 px-5 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-primary sm:size-12 [&_svg]:size-5 sm:[&_svg]:size-6"
        >
          <Sparkles />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            You have no plan yet
          </h2>
          <p className="text-sm text-muted-foreground">
            See what {planNames} include, and choose the plan that suits you.
          </p>
        </div>
      </div>
      <Link to="/pricing" className={buttonVariants({ className: 'self-start sm:self-center' })}>
        View Pricing Plans
      </Link>
    </Card>
  )
}
