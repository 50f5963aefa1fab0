import type { CreateCheckoutSessionResponse } from '@/api/generated/types.gen'

import { db } from '@mocks/db'
import { api } from '@mocks/testing/api'

import { accessTokenOf as tokenOf, accountUser as user } from '../principals'
import type { ValidCallFactory } from './valid-call'

/** Checkout, payment result, billing portal and the current plan. */
export const paymentCalls: Record<string, ValidCallFactory> = {
  createCheckoutSession: async (as = 'pendingCounsellor') => ({
    token: await tokenOf(as),
    body: { priceId: '', tier: 'prime', interval: 'month' },
  }),
  getPaymentStatus: async (as = 'pendingCounsellor') => {
    const token = await tokenOf(as)
    const created = await api<CreateCheckoutSessionResponse>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'basic', interval: 'year' },
    })
    // A subscriber gets no new checkout (hasExistingSubscription): their earlier one is read.
    const checkoutId =
      created.body.success?.sessionId ??
      db.checkouts.findFirst((q) => q.where({ userId: user(as).id }))?.sessionId ??
      ''
    return { token, path: { sessionId: checkoutId } }
  },
  createBillingPortalSession: async (as = 'counsellor') => ({ token: await tokenOf(as), body: {} }),
  getCurrentSubscription: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getMyPlan: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
}
