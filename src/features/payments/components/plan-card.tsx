import { Check } from 'lucide-react'

import type { BillingInterval } from '@/api/payment/queries'
import { focusRing } from '@/components/ui/focus-ring'
import type { Plan } from '@/config/plans'
import { cn } from '@/lib/cn'

import { formatPrice, INTERVAL_SUFFIX } from '../payment-rules'

export interface PlanCardProps {
  plan: Plan
  interval: BillingInterval
  selected: boolean
  onToggle: () => void
}

/** One plan; pressing it selects it, pressing it again deselects (spec part 2 section 4). */
export function PlanCard({ plan, interval, selected, onToggle }: PlanCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'flex w-full cursor-pointer flex-col gap-2 rounded-lg border bg-surface p-5 text-left shadow-sm transition-colors',
        selected ? 'border-primary ring-2 ring-primary' : 'border-border hover:border-primary/60',
        focusRing,
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-lg font-semibold">{plan.name}</span>
        {selected ? (
          <span className="inline-flex items-center gap-1 text-sm text-primary">
            <Check aria-hidden className="size-4" />
            Selected
          </span>
        ) : null}
      </span>
      <span className="text-3xl font-bold">
        {formatPrice(plan.prices[interval])}
        <span className="text-base font-normal text-muted-foreground">
          {INTERVAL_SUFFIX[interval]}
        </span>
      </span>
    </button>
  )
}
