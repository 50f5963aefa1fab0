import { useState } from 'react'

import { useStartCheckout, type BillingInterval, type PlanTier } from '@/api/payment/queries'
import { env } from '@/config/env'
import { planByTier } from '@/config/plans'
import { userMessageFor } from '@/lib/error-messages'
import { toast } from '@/lib/toast'

import { cardPaymentsConfigured } from '../checkout/availability'
import { formatPrice, INTERVAL_SUFFIX, PAYMENT_MESSAGES } from '../payment-rules'

export interface OpenCheckout {
  clientSecret: string
  label: string
}

/**
 * Choose (spec part 2 sections 4 and 8): asks for a checkout for the plan and period. An
 * existing subscription opens "Existing Subscription"; missing ids say "Failed to initialize
 * checkout session."; a thrown error is a toast. Without a card provider no checkout opens: the
 * plan's card says so in place of the payment form (`unavailable`, issue 26).
 */
export function useChoosePlan() {
  const startCheckout = useStartCheckout()
  const [checkout, setCheckout] = useState<OpenCheckout | null>(null)
  const [existing, setExisting] = useState(false)
  const [unavailable, setUnavailable] = useState<PlanTier | null>(null)

  const choose = async (tier: PlanTier, interval: BillingInterval) => {
    const plan = planByTier(tier)
    setUnavailable(null)
    let created
    try {
      created = await startCheckout.mutateAsync({
        priceId: env.stripePriceIds[tier][interval],
        tier,
        interval,
      })
    } catch (error) {
      toast.error(userMessageFor(error))
      return
    }
    if (created.hasExistingSubscription) {
      setExisting(true)
      return
    }
    if (!created.clientSecret || !created.sessionId) {
      toast.error(PAYMENT_MESSAGES.initFailed)
      return
    }
    if (!cardPaymentsConfigured()) {
      setUnavailable(tier)
      return
    }
    const price = `${formatPrice(plan.prices[interval])}${INTERVAL_SUFFIX[interval]}`
    setCheckout({ clientSecret: created.clientSecret, label: `${plan.name}, ${price}` })
  }

  return {
    choose,
    pending: startCheckout.isPending,
    checkout,
    closeCheckout: () => setCheckout(null),
    existing,
    closeExisting: () => setExisting(false),
    unavailable,
  }
}
