import type { PlanTier } from '@/api/generated/types.gen'
import { planIncludes } from '@/config/plans'
import { PAYMENT_STATUS } from '@/config/status-codes'

import type { CheckoutRecord, TeamMembershipRecord, UserRecord } from '../db'
import { activePlanCheckout } from './billing'
import type { PlanStep } from './directory-specs'
import { DAY, MINUTE, type SeedContext } from './faker'

/**
 * A Catalyst's plans over time, as the card provider records them: one paid checkout per plan,
 * each replacing the one before (the billing portal cancels the old one when a new one is paid),
 * the last one active unless it was cancelled. The seed's requests are dated inside a plan that
 * took inquiries (seed.test.ts), as the product's rule asks.
 */
export function planHistory(
  ctx: SeedContext,
  user: UserRecord,
  steps: readonly PlanStep[],
): CheckoutRecord[] {
  return steps.map((step, index) => {
    const createdMs = ctx.nowMs - step.daysAgo * DAY
    const checkout = activePlanCheckout({
      userId: user.id,
      tier: step.tier,
      interval: step.interval,
      checkoutId: `cs_test_${ctx.alphanumeric(24)}`,
      paymentId: `pi_${ctx.alphanumeric(24)}`,
      paymentMethod: `Visa \u2022\u2022\u2022\u2022 ${ctx.digits(4, false)}`,
      createdAt: new Date(createdMs).toISOString(),
      completedAt: new Date(createdMs + ctx.int(1, 6) * MINUTE).toISOString(),
    })
    const replaced = index < steps.length - 1
    return replaced || step.cancelled
      ? { ...checkout, payment_status: PAYMENT_STATUS.canceled }
      : checkout
  })
}

/**
 * The plan a user was on at a moment: the latest paid checkout created by then (each replaced the
 * one before), or null before the first. A cancelled last plan ended at some unknown moment after
 * it began, so it counts as in effect until a later one.
 */
export function tierAt(
  checkouts: readonly CheckoutRecord[],
  userId: string,
  atMs: number,
): PlanTier | null {
  let latest: CheckoutRecord | undefined
  for (const checkout of checkouts) {
    if (checkout.userId !== userId || checkout.status !== 'complete') continue
    if (Date.parse(checkout.createdAt) > atMs) continue
    if (!latest || checkout.createdAt > latest.createdAt) latest = checkout
  }
  return latest?.tier ?? null
}

/**
 * The plan in effect at a moment (openapi "Teams"): the user's own, else, while they were a member
 * of a team, the lead's then.
 */
export function tierInEffectAt(
  checkouts: readonly CheckoutRecord[],
  seats: readonly TeamMembershipRecord[],
  userId: string,
  atMs: number,
): PlanTier | null {
  const own = tierAt(checkouts, userId, atMs)
  if (own) return own
  const seat = seats.find(
    (one) =>
      one.memberId === userId &&
      one.status === 'member' &&
      one.answeredAt !== null &&
      Date.parse(one.answeredAt) <= atMs,
  )
  return seat ? tierAt(checkouts, seat.leadId, atMs) : null
}

/** Whether the user's plan took students' requests over a whole span (a request's possible times). */
export function tookInquiries(
  checkouts: readonly CheckoutRecord[],
  userId: string,
  fromMs: number,
  toMs: number,
): boolean {
  return [fromMs, toMs].every((atMs) =>
    planIncludes(tierAt(checkouts, userId, atMs), 'student-inquiries'),
  )
}
