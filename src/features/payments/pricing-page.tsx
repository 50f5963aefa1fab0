import { lazy, Suspense, useState } from 'react'

import {
  useCreateCheckoutSession,
  type BillingInterval,
  type PlanTier,
} from '@/api/payment/queries'
import { Button } from '@/components/ui/button'
import { env } from '@/config/env'
import { PLANS } from '@/config/plans'
import { userMessageFor } from '@/lib/error-messages'
import { toast } from '@/lib/toast'

import { ExistingSubscriptionDialog } from './components/existing-subscription-dialog'
import { FeatureTable } from './components/feature-table'
import { PaymentResultModal } from './components/payment-result-modal'
import { PlanCard } from './components/plan-card'
import { formatPrice, INTERVAL_SUFFIX, PAYMENT_MESSAGES, toggleSelection } from './payment-rules'

// Stripe's libraries load with the checkout, never before (bench/budgets.json).
const CheckoutModal = lazy(async () => ({
  default: (await import('./checkout/checkout-modal')).CheckoutModal,
}))

const INTERVALS: Array<[BillingInterval, string]> = [
  ['month', 'Monthly'],
  ['year', 'Yearly'],
]

export interface PricingPageProps {
  /** The checkout session returned to (`?session_id=`): its result shows in a modal. */
  sessionId?: string | undefined
  /** Shows the result of a session, or (undefined) closes it. */
  onSessionResult: (sessionId: string | undefined) => void
}

/** Pricing (spec part 2 sections 2, 4, 8 and 9): plans, comparison, checkout and its result. */
export function PricingPage({ sessionId, onSessionResult }: PricingPageProps) {
  const [interval, setInterval] = useState<BillingInterval>('month')
  const [selected, setSelected] = useState<PlanTier | null>(null)
  const [checkout, setCheckout] = useState<{ clientSecret: string; label: string } | null>(null)
  const [existing, setExisting] = useState(false)
  const createSession = useCreateCheckoutSession()
  const plan = PLANS.find((candidate) => candidate.tier === selected)

  const choose = async () => {
    if (!plan) return
    let session
    try {
      session = await createSession.mutateAsync({
        priceId: env.stripePriceIds[plan.tier][interval],
        tier: plan.tier,
        interval,
      })
    } catch (error) {
      toast.error(userMessageFor(error))
      return
    }
    if (session.hasExistingSubscription) {
      setExisting(true)
      return
    }
    if (!session.clientSecret || !session.sessionId) {
      toast.error(PAYMENT_MESSAGES.initFailed)
      return
    }
    const price = `${formatPrice(plan.prices[interval])}${INTERVAL_SUFFIX[interval]}`
    setCheckout({ clientSecret: session.clientSecret, label: `${plan.name}, ${price}` })
  }

  const returned = (returnUrl: string) => {
    setCheckout(null)
    onSessionResult(new URL(returnUrl, location.origin).searchParams.get('session_id') ?? undefined)
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Pricing</h1>
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
      <ul aria-label="Plans" className="grid gap-4 md:grid-cols-3">
        {PLANS.map((candidate) => (
          <li key={candidate.tier}>
            <PlanCard
              plan={candidate}
              interval={interval}
              selected={candidate.tier === selected}
              onToggle={() => setSelected((current) => toggleSelection(current, candidate.tier))}
            />
          </li>
        ))}
      </ul>
      <div className="flex min-h-10 justify-end">
        {plan ? (
          <Button disabled={createSession.isPending} onClick={() => void choose()}>
            {createSession.isPending ? 'Preparing checkout...' : `Choose ${plan.name}`}
          </Button>
        ) : null}
      </div>
      <section aria-labelledby="compare-plans" className="flex flex-col gap-3">
        <h2 id="compare-plans" className="text-lg font-semibold">
          Compare plans
        </h2>
        <FeatureTable />
      </section>
      {checkout ? (
        <Suspense fallback={null}>
          <CheckoutModal
            clientSecret={checkout.clientSecret}
            planLabel={checkout.label}
            onClose={() => setCheckout(null)}
            onReturn={returned}
          />
        </Suspense>
      ) : null}
      {existing ? <ExistingSubscriptionDialog onClose={() => setExisting(false)} /> : null}
      {sessionId ? (
        <PaymentResultModal sessionId={sessionId} onClose={() => onSessionResult(undefined)} />
      ) : null}
    </div>
  )
}
