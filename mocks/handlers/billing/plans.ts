import type { PlanAccess, PlanTier } from '@/api/generated/types.gen'
import { PLAN_FEATURES, planIncludes, planRefusal, type PlanFeatureKey } from '@/config/plans'
import { PAYMENT_STATUS } from '@/config/status-codes'

import { db, type UserRecord } from '../../db'
import { findUser } from '../../services/relations'
import { HttpError } from '../http-error'
import { fullName } from '../shared/common'
import { membershipOf } from '../team/seats'
import { activeSubscriptionOf } from './billing'

/**
 * What a Catalyst's plan unlocks (spec part 2 section 9; openapi/description.md, `x-plan`): the
 * server decides from the active subscription (the one GET /payment/subscription answers and the
 * billing portal changes), or for a member of a team the lead's, never from what the client says.
 * Read through the checkouts' `user` and the team seats' `member` indexes, so deciding costs a
 * few lookups per call.
 */

/** Where the plan in effect comes from (PlanAccess `through`), with its tier. */
interface PlanSource {
  tier: PlanTier | null
  through: PlanAccess['through']
}

/**
 * The plan in effect for a user (openapi.yaml "Teams"): their own active subscription first,
 * else, for a member of a team, the lead's (a lead is never a member, so one step is enough).
 */
function planSourceOf(user: Pick<UserRecord, 'id'>): PlanSource {
  const own = activeSubscriptionOf(user.id)
  if (own) return { tier: own.tier, through: 'subscription' }
  const seat = membershipOf(user.id)
  const team = seat ? activeSubscriptionOf(seat.leadId) : undefined
  return team ? { tier: team.tier, through: 'team' } : { tier: null, through: null }
}

/** The plan in effect for a user: their own or their team's, or null. */
export function planOf(user: Pick<UserRecord, 'id'>): PlanTier | null {
  return planSourceOf(user).tier
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
  // A member's team plan that ended counts as theirs: it was the plan they worked under.
  const leadId = membershipOf(user.id)?.leadId
  return [user.id, ...(leadId ? [leadId] : [])].some((userId) =>
    db.checkouts
      .lookup('user', userId)
      .some(
        (checkout) =>
          checkout.status === 'complete' &&
          checkout.payment_status === PAYMENT_STATUS.canceled &&
          planIncludes(checkout.tier, feature),
      ),
  )
}

/** 403 with the words that name the plans including the feature, unless the user has it. */
export function requireFeature(user: Pick<UserRecord, 'id'>, feature: PlanFeatureKey): void {
  if (!hasFeature(user, feature))
    throw new HttpError(403, planRefusal(feature, featureLapsed(user, feature)))
}

/** The lead of the team a Catalyst is in (PlanAccess `team`), or null. */
function teamLeadOf(user: Pick<UserRecord, 'id'>): PlanAccess['team'] {
  const seat = membershipOf(user.id)
  const lead = seat ? findUser(seat.leadId) : undefined
  return lead ? { leadId: lead.id, leadName: fullName(lead) } : null
}

/** GET /payment/plan: the plan in effect and what it unlocks, as the screens show it. */
export function planAccessOf(user: Pick<UserRecord, 'id'>): PlanAccess {
  const { tier, through } = planSourceOf(user)
  return {
    tier,
    through,
    team: teamLeadOf(user),
    features: PLAN_FEATURES.filter((feature) => planIncludes(tier, feature.key)).map(
      (feature) => feature.key,
    ),
    lapsed: PLAN_FEATURES.filter((feature) => featureLapsed(user, feature.key)).map(
      (feature) => feature.key,
    ),
  }
}
