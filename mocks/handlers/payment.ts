import * as z from 'zod/mini'

import { env } from '@/config/env'

import type {
  BillingInterval,
  CreateBillingPortalSessionResponse,
  CreateCheckoutSessionResponse,
  GetCurrentSubscriptionResponse,
  GetMyPlanResponse,
  GetPaymentStatusResponse,
  PlanTier,
} from '@/api/generated/types.gen'
import {
  zCreateBillingPortalSessionBody,
  zCreateCheckoutSessionBody,
  zGetPaymentStatusPath,
} from '@/api/generated/zod.gen'

import { db } from '../db'
import { nowIso } from '../services/ids'
import { HttpError, ok, operation, requireUser } from './http'
import { planAccessOf } from './billing/plans'
import { counsellorOnly } from './shared/access'
import {
  activeSubscriptionOf,
  clientSecretOf,
  currentSubscriptionOf,
  hasPaymentHistory,
  newCheckoutId,
  PAYMENT_STATUS,
  planPriceUsd,
  CHECKOUT_TTL_MS,
  settleCheckout,
  toPaymentResult,
} from './billing/billing'
import { billingPortalUrl } from './shared/mock-services'
import { safeReturnPath } from '@/lib/post-login-redirect'

/**
 * Where the portal's way back leads (issue 36): where it was opened from, an in-app path only;
 * else the dashboard. Never Billing itself, which would open the portal again (it redirects).
 */
export function portalReturnPath(raw: string | undefined): string {
  const path = safeReturnPath(raw)
  return path && !/^\/billing(?:[/?#]|$)/.test(path) ? path : '/dashboard'
}
import { mockNowMs } from '../services/clock'

export const CHECKOUT_NOT_FOUND = 'Checkout session not found.'
export const NOT_YOUR_CHECKOUT = 'This checkout session belongs to another account.'
export const UNKNOWN_PRICE = 'Unknown price id.'
export const PRICE_NOT_FOR_PLAN = 'The price id does not belong to the chosen plan and period.'

/** The configured price ids (src/config/env.ts) the provider knows, with their plan and period. */
function priceOf(priceId: string): { tier: PlanTier; interval: BillingInterval } | undefined {
  for (const [tier, byInterval] of Object.entries(env.stripePriceIds))
    for (const [interval, id] of Object.entries(byInterval))
      if (id && id === priceId)
        return { tier: tier as PlanTier, interval: interval as BillingInterval }
  return undefined
}

/**
 * Catalyst subscriptions (spec part 2 sections 2, 4, 7 and 9) against a mock card provider.
 * The client sends the configured price id of the plan and period; an unknown id, or one of another
 * plan or period, is refused with 400 (an empty id lets the tier and interval choose, as the
 * contract allows). The mock card provider (mocks/services/stripe.ts) settles a checkout by test
 * card; a checkout still open a day later has expired when its status is read.
 */
export const paymentHandlers = [
  operation(
    'post',
    '/payment/checkout',
    { ...counsellorOnly, body: zCreateCheckoutSessionBody },
    async (context) => {
      const user = requireUser(context)
      if (activeSubscriptionOf(user.id)) {
        return ok<CreateCheckoutSessionResponse>({
          success: { clientSecret: null, sessionId: null, hasExistingSubscription: true },
        })
      }
      const { tier, interval = 'month', priceId = '' } = context.body
      if (priceId) {
        const price = priceOf(priceId)
        if (!price) throw new HttpError(400, UNKNOWN_PRICE)
        if (price.tier !== tier || price.interval !== interval)
          throw new HttpError(400, PRICE_NOT_FOR_PLAN)
      }
      const checkoutId = newCheckoutId()
      const checkout = await db.checkouts.create({
        sessionId: checkoutId,
        clientSecret: clientSecretOf(checkoutId),
        userId: user.id,
        tier,
        interval,
        amount: planPriceUsd(tier, interval),
        status: 'open',
        payment_status: PAYMENT_STATUS.incomplete,
        paymentId: null,
        paymentMethod: null,
        createdAt: nowIso(),
        completedAt: null,
      })
      return ok<CreateCheckoutSessionResponse>({
        success: {
          clientSecret: checkout.clientSecret ?? null,
          sessionId: checkout.sessionId,
          hasExistingSubscription: false,
        },
      })
    },
  ),

  // The caller's own checkout only: another user's is refused (403), an unknown id is not found
  // (the contract's x-owner rule).
  operation(
    'get',
    '/payment/status/{sessionId}',
    { ...counsellorOnly, params: zGetPaymentStatusPath },
    async (context) => {
      const user = requireUser(context)
      const found = db.checkouts.findFirst((q) => q.where({ sessionId: context.params.sessionId }))
      if (!found) throw new HttpError(404, CHECKOUT_NOT_FOUND)
      if (found.userId !== user.id) throw new HttpError(403, NOT_YOUR_CHECKOUT)
      const expired = mockNowMs() - Date.parse(found.createdAt) > CHECKOUT_TTL_MS
      const checkout =
        found.status === 'open' && expired ? await settleCheckout(found, 'expired') : found
      return ok<GetPaymentStatusResponse>({ success: toPaymentResult(checkout, user) })
    },
  ),

  // The caller's active plan, or null: Pricing's "Current plan" (our addition to the contract).
  operation('get', '/payment/subscription', counsellorOnly, (context) =>
    ok<GetCurrentSubscriptionResponse>({ success: currentSubscriptionOf(requireUser(context).id) }),
  ),

  // The plan in effect and what it unlocks (issue 34; openapi/description.md "Plans").
  operation('get', '/payment/plan', counsellorOnly, (context) =>
    ok<GetMyPlanResponse>({ success: planAccessOf(requireUser(context)) }),
  ),

  // The portal needs a payment history; without one the client shows "No Payment History".
  operation(
    'post',
    '/payment/billing-portal',
    {
      ...counsellorOnly,
      // additionalProperties: false in the contract: nothing but returnPath.
      body: z.optional(z.strictObject(zCreateBillingPortalSessionBody.shape)),
    },
    (context) => {
      const user = requireUser(context)
      const back = portalReturnPath(context.body?.returnPath)
      const url = hasPaymentHistory(user.id) ? billingPortalUrl(context.request, user.id, back) : ''
      return ok<CreateBillingPortalSessionResponse>({ success: url })
    },
  ),
]
