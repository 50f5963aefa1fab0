import { Check, Circle, CircleCheck, Minus } from 'lucide-react'
import type { ReactNode } from 'react'

import type { BillingInterval } from '@/api/payment/queries'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { PLAN_FEATURES, type Plan } from '@/config/plans'
import { cn } from '@/lib/cn'

import { formatPrice, INTERVAL_SUFFIX } from '../payment-rules'

export interface PlanCardProps {
  plan: Plan
  interval: BillingInterval
  selected: boolean
  /** The Catalyst's active subscription is this plan. */
  current: boolean
  onToggle: () => void
  /** Shown at the foot of the selected card: Choose, and what became of it. */
  action?: ReactNode
}

/** What the plan includes, in the comparison's order (spec part 2 section 9, one source). */
function PlanFeatures({ plan }: { plan: Plan }) {
  return (
    <ul aria-label={`${plan.name} includes`} className="flex flex-col gap-2 text-sm">
      {PLAN_FEATURES.map((feature) => {
        const value = feature.values[plan.tier]
        return value ? (
          <li key={feature.key} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {feature.name}
              {typeof value === 'string' ? <Badge>{value}</Badge> : null}
            </span>
          </li>
        ) : (
          <li key={feature.key} className="flex items-start gap-2 text-muted-foreground">
            <Minus aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">Not included: </span>
              {feature.name}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * One plan: its name, price and what it includes. Pressing the card selects it and pressing it
 * again deselects (spec part 2 section 4); the selected card then offers Choose at its foot, where
 * an unselected one shows Select, so the two steps read in place. The current plan offers neither:
 * it reads as current (issue 36).
 */
export function PlanCard({ plan, interval, selected, current, onToggle, action }: PlanCardProps) {
  // The spaces (collapsed by flex) keep the words of the name apart for screen readers:
  // "Prime Current plan $200/month".
  const heading = (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold">{plan.name}</span>
        {current ? (
          <>
            {' '}
            <Badge variant="primary">Current plan</Badge>
          </>
        ) : null}
      </span>{' '}
      <span className="text-3xl font-bold">
        {formatPrice(plan.prices[interval])}
        <span className="text-base font-normal text-muted-foreground">
          {INTERVAL_SUFFIX[interval]}
        </span>
      </span>
    </>
  )
  return (
    <div
      className={cn(
        'group relative flex h-full flex-col gap-5 rounded-lg border bg-surface p-5 shadow-sm transition-colors',
        selected && 'border-primary ring-2 ring-primary',
        !selected && !current && 'border-border hover:border-primary/60',
        current && 'border-primary/60',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        {current ? (
          // The plan in effect reads as current: nothing to select or choose (issue 36).
          <div className="flex flex-col gap-1">{heading}</div>
        ) : (
          // The whole card is this button's target (its ::after covers the card); the name is
          // the plan, its state and its price.
          <button
            type="button"
            aria-pressed={selected}
            onClick={onToggle}
            className="flex cursor-pointer flex-col gap-1 text-left outline-hidden after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-2 focus-visible:after:ring-offset-background"
          >
            {heading}
          </button>
        )}
        {current ? null : (
          <span
            aria-hidden
            className={cn(
              'flex shrink-0 items-center gap-1 text-sm',
              selected ? 'font-medium text-primary' : 'text-muted-foreground',
            )}
          >
            {selected ? (
              <>
                <CircleCheck className="size-5" /> Selected
              </>
            ) : (
              <Circle className="size-5" />
            )}
          </span>
        )}
      </div>
      <PlanFeatures plan={plan} />
      <div className="mt-auto flex flex-col gap-3">
        {current ? (
          <p className="flex items-center justify-center gap-2 text-sm font-medium text-primary">
            <CircleCheck aria-hidden className="size-4" /> This is your plan
          </p>
        ) : selected ? (
          action
        ) : (
          // Seen, not read: the card itself is the button that selects.
          <span
            aria-hidden
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-full group-hover:border-primary/60',
            )}
          >
            Select {plan.name}
          </span>
        )}
      </div>
    </div>
  )
}
