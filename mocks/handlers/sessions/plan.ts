import type { PlanTier } from '@/api/generated/types.gen'
import { SESSION_PLANS } from '@/config/constants'

import { db } from '../../db'
import { activeSubscriptionOf, PAYMENT_STATUS } from '../billing/billing'

/**
 * What a Catalyst's plan unlocks for sessions (Part 2 section 9; issue 29): booking on an active
 * Prime or Elite plan. The billing portal's Cancel ends it at once (payment status canceled).
 * Read through the checkouts' `user` index.
 */
export function activePlanOf(userId: string): PlanTier | null {
  return activeSubscriptionOf(userId)?.tier ?? null
}

const includesSessions = (tier: PlanTier | null | undefined): boolean =>
  Boolean(tier) && (SESSION_PLANS as readonly string[]).includes(tier!)

/** Whether the Catalyst's active plan includes session booking (Prime or Elite). */
export function hasSessionPlan(userId: string): boolean {
  return includesSessions(activePlanOf(userId))
}

/** Whether the Catalyst once paid for a plan with sessions that has since been canceled. */
export function sessionPlanLapsed(userId: string): boolean {
  return db.checkouts
    .lookup('user', userId)
    .some(
      (checkout) =>
        checkout.status === 'complete' &&
        checkout.payment_status === PAYMENT_STATUS.canceled &&
        includesSessions(checkout.tier),
    )
}
