import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'

import { db, type CheckoutRecord, type UserRecord } from '../db'
import {
  activeSubscriptionOf,
  cancelSubscription,
  newCheckoutId,
} from '../handlers/billing/billing'
import { activePlanCheckout } from '../seed/billing'
import { newId, nowIso } from '../services/ids'
import { createUser, tokenFor } from './fixtures'

/**
 * Set-ups many tests share, written once: "a Catalyst with an active plan" is the same record
 * here, in the seed (mocks/seed/billing.ts) and wherever a test needs one.
 */

/**
 * Gives `user` an active plan on `tier`, paid now. An active plan on that tier is kept; one on
 * another tier ends, as the card provider ends it when a new plan is paid.
 */
export async function giveActivePlan(
  user: UserRecord,
  tier: PlanTier = 'prime',
  interval: BillingInterval = 'month',
): Promise<CheckoutRecord> {
  const active = activeSubscriptionOf(user.id)
  if (active?.tier === tier) return active
  if (active) await cancelSubscription(user.id)
  const now = nowIso()
  return db.checkouts.create(
    activePlanCheckout({
      userId: user.id,
      tier,
      interval,
      checkoutId: newCheckoutId(),
      paymentId: `pi_${newId().replace(/-/g, '').slice(0, 24)}`,
      paymentMethod: 'visa **** 4242',
      createdAt: now,
      completedAt: now,
    }),
  )
}

/** A new, approved Catalyst on `tier`, and an access token for them. */
export async function catalystWithPlan(
  tier: PlanTier = 'prime',
  overrides: Partial<UserRecord> = {},
): Promise<{ user: UserRecord; token: string }> {
  const user = await createUser({ ...overrides, role: 'counsellor' })
  await giveActivePlan(user, tier)
  return { user, token: await tokenFor(user) }
}
