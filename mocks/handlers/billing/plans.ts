import type { PlanAccess, PlanTier } from '@/api/generated/types.gen'
import { PLAN_FEATURES, planIncludes, planRefusal, type PlanFeatureKey } from '@/config/plans'
import { PAYMENT_STATUS } from '@/config/status-codes'

import { db, type UserRecord } from '../../db'
import { HttpError } from '../http-error'
import { activeSubscriptionOf } from './billing'

/**
 * What a Catalyst's plan unlocks (spec part 2 section 9; openapi/description.md, `x-plan`): the
 * server decides from the active subscription (the one GET /payment/subscription answers and the
 * billing portal changes), never from what the client says. Read through the checkouts' `user`
 * index, so deciding costs a lookup per call.
 */

/** The plan in effect for a user: their active subscription's tier, or null. */
export function planOf(user: Pick<UserRecord, 'id'>): PlanTier | null {
  return activeSubscriptionOf(user.id)?.tier ?? null
}

/** Whether the user's plan includes a feature. */
export function hasFeature(user: Pick<UserRecord, 'id'>, feature: PlanFeatureKey): boolean {
  return planIncludes(planOf(user), feature)
}

/**
 * Whether a plan that once included the feature has ended (canceled, or replaced by one without
 * it) and none in effect includes it: the refusal then says the plan no longer includes it.
 */
export function featureLapsed(user: Pick<UserRecord, 'id'>, feature: PlanFeatureKey): boolean {
  if (hasFeature(user, feature)) return false
  return db.checkouts
    .lookup('user', user.id)
    .some(
      (checkout) =>
        checkout.status === 'complete' &&
        checkout.payment_status === PAYMENT_STATUS.canceled &&
        planIncludes(checkout.tier, feature),
    )
}

/** 403 with the words that name the plans including the feature, unless the user has it. */
export function requireFeature(user: Pick<UserRecord, 'id'>, feature: PlanFeatureKey): void {
  if (!hasFeature(user, feature))
    throw new HttpError(403, planRefusal(feature, featureLapsed(user, feature)))
}

/** GET /payment/plan: the plan in effect and what it unlocks, as the screens show it. */
export function planAccessOf(user: Pick<UserRecord, 'id'>): PlanAccess {
  const tier = planOf(user)
  return {
    tier,
    through: tier ? 'subscription' : null,
    features: PLAN_FEATURES.filter((feature) => planIncludes(tier, feature.key)).map(
      (feature) => feature.key,
    ),
    lapsed: PLAN_FEATURES.filter((feature) => featureLapsed(user, feature.key)).map(
      (feature) => feature.key,
    ),
  }
}
