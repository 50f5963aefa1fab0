import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'
import { planByTier } from '@/config/plans'
import { PAYMENT_STATUS } from '@/config/status-codes'
import { STANDARD_RESPONSE_TIME, SUPPORT_RESPONSE_TIMES } from '@/config/support'

import type { CheckoutRecord, SupportRequestRecord, UserRecord } from '../db'
import { DAY, HOUR, MINUTE, type SeedContext } from './faker'

export interface ActivePlanSpec {
  userId: string
  tier: PlanTier
  interval: BillingInterval
  /** The card provider's id of the checkout (the record's and the contract's `sessionId`). */
  checkoutId: string
  paymentId: string
  paymentMethod: string
  createdAt: string
  completedAt: string
}

/**
 * A Catalyst's active plan as the card provider records it: a checkout complete and paid
 * (payment status active) at the plan's price. The one shape of "a Catalyst with an active
 * plan", for the seed and, with fresh ids, for tests (mocks/testing/factories.ts).
 */
export function activePlanCheckout(spec: ActivePlanSpec): CheckoutRecord {
  return {
    sessionId: spec.checkoutId,
    userId: spec.userId,
    tier: spec.tier,
    interval: spec.interval,
    amount: planByTier(spec.tier).prices[spec.interval],
    status: 'complete',
    payment_status: PAYMENT_STATUS.active,
    paymentId: spec.paymentId,
    paymentMethod: spec.paymentMethod,
    createdAt: spec.createdAt,
    completedAt: spec.completedAt,
  }
}

interface CheckoutSpec {
  user: UserRecord
  tier: PlanTier
  interval: BillingInterval
  state: 'active' | 'open' | 'expired'
  createdAgoMs: number
}

/** A checkout: paid and active, still open, or expired without payment. */
export function makeCheckout(ctx: SeedContext, spec: CheckoutSpec): CheckoutRecord {
  const createdMs = ctx.nowMs - spec.createdAgoMs
  const createdAt = new Date(createdMs).toISOString()
  const checkoutId = `cs_test_${ctx.alphanumeric(24)}`
  // The draws from the seed's sequence stay in the same order: the same records every time.
  if (spec.state === 'active')
    return activePlanCheckout({
      userId: spec.user.id,
      tier: spec.tier,
      interval: spec.interval,
      checkoutId,
      paymentId: `pi_${ctx.alphanumeric(24)}`,
      paymentMethod: `Visa \u2022\u2022\u2022\u2022 ${ctx.digits(4, false)}`,
      createdAt,
      completedAt: new Date(createdMs + ctx.int(1, 6) * MINUTE).toISOString(),
    })
  return {
    sessionId: checkoutId,
    userId: spec.user.id,
    tier: spec.tier,
    interval: spec.interval,
    amount: planByTier(spec.tier).prices[spec.interval],
    status: spec.state,
    payment_status: spec.state === 'open' ? PAYMENT_STATUS.incomplete : PAYMENT_STATUS.canceled,
    paymentId: null,
    paymentMethod: null,
    createdAt,
    completedAt: null,
  }
}

/** A 1x1 PNG, so the seeded attachment is a real (tiny) image. */
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

export function makeSupportRequests(
  ctx: SeedContext,
  student: UserRecord,
  counsellor: UserRecord,
): SupportRequestRecord[] {
  return [
    {
      id: ctx.uuid(),
      userId: student.id,
      question:
        'The Scholarships hub shows as complete but I cannot find a certificate anywhere. Could you check?',
      fileName: 'hub-screenshot.png',
      attachment: tinyPng,
      createdAt: ctx.isoAgo(3 * DAY + ctx.int(1, 12) * HOUR),
      // A student is not plan-bound: no priority (openapi.yaml createSupportRequest).
      priority: false,
      responseTime: STANDARD_RESPONSE_TIME,
    },
    {
      id: ctx.uuid(),
      userId: counsellor.id,
      question: 'How can I export the notes I wrote about my students as a PDF for my records?',
      fileName: null,
      attachment: null,
      createdAt: ctx.isoAgo(9 * DAY + ctx.int(1, 12) * HOUR),
      // Raised on the Prime plan the demo Catalyst has had for 18 days (demo.ts).
      priority: true,
      responseTime: SUPPORT_RESPONSE_TIMES.prime,
    },
  ]
}
