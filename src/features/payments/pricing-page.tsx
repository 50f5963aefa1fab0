import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'

import {
  currentSubscriptionQueryOptions,
  type BillingInterval,
  type PlanTier,
} from '@/api/payment/queries'
import { Button } from '@/components/ui/button'
import { PLANS } from '@/config/plans'

import { ChooseAction } from './components/choose-action'
import { CurrentPlanNote } from './components/current-plan-note'
import { ExistingSubscriptionDialog } from './components/existing-subscription-dialog'
import { FeatureTable } from './components/feature-table'
import { PaymentResultModal } from './components/payment-result-modal'
import { PlanCard } from './components/plan-card'
import { useChoosePlan } from './hooks/use-choose-plan'
import { toggleSelection } from './payment-rules'

// Stripe's libraries load with the checkout, never before (bench/budgets.json).
const CheckoutModal = lazy(async () => ({
  default: (await import('./checkout/checkout-modal')).CheckoutModal,
}))

const INTERVALS: Array<[BillingInterval, string]> = [
  ['month', 'Monthly'],
  ['year', 'Yearly'],
]

export interface PricingPageProps {
  /** The checkout returned to (`?session_id=`): its result shows in a modal. */
  checkoutId?: string | undefined
  /** Shows the result of a checkout, or (undefined) closes it. */
  onCheckoutResult: (checkoutId: string | undefined) => void
}

/**
 * Pricing (spec part 2 sections 2, 4, 8 and 9): plans with what each includes and the Catalyst's
 * current one, the comparison table, Choose on the selected plan, checkout and its result.
 */
export function PricingPage({ checkoutId, onCheckoutResult }: PricingPageProps) {
  const [interval, setInterval] = useState<BillingInterval>('month')
  const [selected, setSelected] = useState<PlanTier | null>(null)
  // Until it answers (or when it fails) no card is marked: Choose still asks the server.
  const subscription = useQuery(currentSubscriptionQueryOptions())
  const flow = useChoosePlan()

  const returned = (returnUrl: string) => {
    flow.closeCheckout()
    onCheckoutResult(
      new URL(returnUrl, location.origin).searchParams.get('session_id') ?? undefined,
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">Pricing</h1>
          <p className="text-sm text-muted-foreground">
            Select a plan, then press Choose to pay for it by card.
          </p>
        </div>
        <div
          role="group"
          aria-label="Billing period"
          className="inline-flex rounded-md border border-border p-1"
        >
          {INTERVALS.map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={interval === value ? 'primary' : 'ghost'}
              aria-pressed={interval === value}
              onClick={() => setInterval(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      <CurrentPlanNote query={subscription} />
      <ul aria-label="Plans" className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.tier}>
            <PlanCard
              plan={plan}
              interval={interval}
              selected={plan.tier === selected && plan.tier !== subscription.data?.tier}
              current={plan.tier === subscription.data?.tier}
              onToggle={() => setSelected((current) => toggleSelection(current, plan.tier))}
              action={
                <ChooseAction
                  plan={plan}
                  pending={flow.pending}
                  unavailable={flow.unavailable === plan.tier}
                  onChoose={() => void flow.choose(plan.tier, interval)}
                />
              }
            />
          </li>
        ))}
      </ul>
      <section aria-labelledby="compare-plans" className="flex flex-col gap-3">
        <h2 id="compare-plans" className="text-lg font-semibold">
          Compare plans
        </h2>
        <FeatureTable />
      </section>
      {flow.checkout ? (
        <Suspense fallback={null}>
          <CheckoutModal
            clientSecret={flow.checkout.clientSecret}
            planLabel={flow.checkout.label}
            onClose={flow.closeCheckout}
            onReturn={returned}
          />
        </Suspense>
      ) : null}
      {flow.existing ? <ExistingSubscriptionDialog onClose={flow.closeExisting} /> : null}
      {checkoutId ? (
        <PaymentResultModal checkoutId={checkoutId} onClose={() => onCheckoutResult(undefined)} />
      ) : null}
    </div>
  )
}
