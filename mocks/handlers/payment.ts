import * as z from 'zod/mini'

import type {
  CreateBillingPortalSessionResponse,
  CreateCheckoutSessionResponse,
  GetPaymentStatusResponse,
} from '@/api/generated/types.gen'
import {
  zCreateBillingPortalSessionBody,
  zCreateCheckoutSessionBody,
  zGetPaymentStatusPath,
} from '@/api/generated/zod.gen'

import { db } from '../db'
import { nowIso } from '../services/ids'
import { HttpError, ok, operation, requireUser } from './http'
import { counsellorOnly } from './shared/access'
import {
  activeSubscriptionOf,
  clientSecretOf,
  hasPaymentHistory,
  newSessionId,
  PAYMENT_STATUS,
  PLAN_PRICES_USD,
  SESSION_TTL_MS,
  settleCheckout,
  toPaymentResult,
} from './billing/billing'
import { billingPortalUrl } from './shared/mock-services'

export const SESSION_NOT_FOUND = 'Checkout session not found.'
export const NOT_YOUR_SESSION = 'This checkout session belongs to another account.'

/**
 * Catalyst subscriptions (spec part 2 sections 2, 4, 7 and 9) against a mock card provider.
 * The price comes from the tier and interval (the client sends an empty priceId). Until the mock
 * provider page exists, a session is paid when the client first reads its status (the result
 * modal after checkout): deterministic, and settleCheckout() lets that page decide later. An open
 * session older than a day has expired instead.
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
      const { tier, interval } = context.body
      const session = await db.checkouts.create({
        sessionId: newSessionId(),
        userId: user.id,
        tier,
        interval,
        amount: PLAN_PRICES_USD[tier][interval],
        status: 'open',
        payment_status: PAYMENT_STATUS.incomplete,
        paymentId: null,
        paymentMethod: null,
        createdAt: nowIso(),
        completedAt: null,
      })
      return ok<CreateCheckoutSessionResponse>({
        success: {
          clientSecret: clientSecretOf(session.sessionId),
          sessionId: session.sessionId,
          hasExistingSubscription: false,
        },
      })
    },
  ),

  // The caller's own session only: another user's is refused (403), an unknown id is not found
  // (the contract's x-owner rule).
  operation(
    'get',
    '/payment/status/{sessionId}',
    { ...counsellorOnly, params: zGetPaymentStatusPath },
    async (context) => {
      const user = requireUser(context)
      const found = db.checkouts.findFirst((q) => q.where({ sessionId: context.params.sessionId }))
      if (!found) throw new HttpError(404, SESSION_NOT_FOUND)
      if (found.userId !== user.id) throw new HttpError(403, NOT_YOUR_SESSION)
      const expired = Date.now() - Date.parse(found.createdAt) > SESSION_TTL_MS
      const session =
        found.status === 'open' ? await settleCheckout(found, expired ? 'expired' : 'paid') : found
      return ok<GetPaymentStatusResponse>({ success: toPaymentResult(session, user) })
    },
  ),

  // The portal needs a payment history; without one the client shows "No Payment History".
  operation(
    'post',
    '/payment/billing-portal',
    { ...counsellorOnly, body: z.optional(zCreateBillingPortalSessionBody) },
    (context) => {
      const user = requireUser(context)
      const url = hasPaymentHistory(user.id) ? billingPortalUrl(context.request, user.id) : ''
      return ok<CreateBillingPortalSessionResponse>({ success: url })
    },
  ),
]
