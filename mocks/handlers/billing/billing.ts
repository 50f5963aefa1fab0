import type {
  BillingInterval,
  CurrentSubscription,
  PaymentResult,
  PlanTier,
} from '@/api/generated/types.gen'
import { planByTier } from '@/config/plans'
import { PAYMENT_STATUS } from '@/config/status-codes'

import { db, type CheckoutRecord, type UserRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { tellPlanEnded } from '../notifications/events'

/**
 * The mock card provider's checkouts (spec part 2 sections 4 and 9); the plans' names and prices
 * are src/config/plans.ts's, the one table Pricing shows.
 */
export const planName = (tier: PlanTier) => planByTier(tier).name
export const planPriceUsd = (tier: PlanTier, interval: BillingInterval) =>
  planByTier(tier).prices[interval]

/** The contract's table (src/config/status-codes.ts), re-exported for this module's callers. */
export { PAYMENT_STATUS }

/** Open checkouts expire after a day, as the provider's do. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000

function token(length: number): string {
  return newId().replace(/-/g, '').slice(0, length)
}

export function newCheckoutId(): string {
  return `cs_test_${token(24)}`
}

/** The embedded checkout's secret; the checkout's id is its prefix (`<id>_secret_...`). */
export function clientSecretOf(checkoutId: string): string {
  return `${checkoutId}_secret_${token(16)}`
}

export function activeSubscriptionOf(userId: string): CheckoutRecord | undefined {
  return db.checkouts
    .lookup('user', userId)
    .find(
      (checkout) =>
        checkout.status === 'complete' && checkout.payment_status === PAYMENT_STATUS.active,
    )
}

/**
 * The plan a Catalyst is on (Pricing's "Current plan", the dashboard's prompt without one): the
 * active subscription, or null (never subscribed, canceled, or a checkout not paid).
 */
export function currentSubscriptionOf(userId: string): CurrentSubscription | null {
  const active = activeSubscriptionOf(userId)
  if (!active) return null
  return {
    tier: active.tier,
    interval: active.interval,
    since: active.completedAt ?? active.createdAt,
  }
}

export function hasPaymentHistory(userId: string): boolean {
  return Boolean(db.checkouts.findFirst((q) => q.where({ userId, status: 'complete' })))
}

export type Settlement = 'paid' | 'unpaid' | 'declined' | 'expired'

/** The card's brand and last digits, as the provider reports the payment method. */
export function paymentMethodOf(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '')
  const brand = digits.startsWith('4')
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'card'
  return `${brand} **** ${digits.slice(-4)}`
}

/**
 * Settles an open checkout as the provider would after its hosted page: `paid` (complete, active;
 * any earlier active subscription of the user is replaced and so canceled), `unpaid` (complete,
 * unpaid: "Payment Pending"), `declined` (still open, with the failed attempt: "Payment Failed")
 * or `expired`.
 */
export async function settleCheckout(
  checkout: CheckoutRecord,
  outcome: Settlement,
  paymentMethod = 'visa **** 4242',
): Promise<CheckoutRecord> {
  const completedAt = nowIso()
  if (outcome === 'paid') {
    await db.checkouts.updateMany(
      (q) =>
        q.where({
          userId: checkout.userId,
          status: 'complete',
          payment_status: PAYMENT_STATUS.active,
        }),
      {
        data(record) {
          record.payment_status = PAYMENT_STATUS.canceled
        },
      },
    )
  }
  const updated = await db.checkouts.update((q) => q.where({ sessionId: checkout.sessionId }), {
    data(record) {
      if (outcome === 'expired') {
        record.status = 'expired'
        record.payment_status = PAYMENT_STATUS.unknown
        return
      }
      if (outcome === 'declined') {
        // The attempt has an id and a date; the checkout stays open (Payment Failed).
        record.payment_status = PAYMENT_STATUS.incomplete
        record.paymentId = `pi_${token(24)}`
        record.paymentMethod = paymentMethod
        record.completedAt = completedAt
        return
      }
      record.status = 'complete'
      record.payment_status = outcome === 'paid' ? PAYMENT_STATUS.active : PAYMENT_STATUS.unpaid
      record.paymentId = `pi_${token(24)}`
      record.paymentMethod = paymentMethod
      record.completedAt = completedAt
    },
  })
  return updated ?? checkout
}

export function toPaymentResult(checkout: CheckoutRecord, user: UserRecord): PaymentResult {
  return {
    status: checkout.status,
    payment_status: checkout.payment_status,
    planName: planName(checkout.tier),
    email: user.email,
    paymentId: checkout.paymentId,
    transactionDate: checkout.completedAt,
    paymentMethod: checkout.paymentMethod,
    amount: checkout.amount,
    currency: 'usd',
  }
}

/** The billing portal's invoices: every paid or attempted payment of the user, newest first. */
export function invoicesOf(userId: string): CheckoutRecord[] {
  return db.checkouts
    .findMany((q) => q.where({ userId }))
    .filter((checkout) => checkout.paymentId)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
}

/** The billing portal's Cancel: the active subscription ends (payment status canceled). */
export async function cancelSubscription(userId: string): Promise<void> {
  const ended = await db.checkouts.updateMany(
    (q) => q.where({ userId, status: 'complete', payment_status: PAYMENT_STATUS.active }),
    {
      data(record) {
        record.payment_status = PAYMENT_STATUS.canceled
      },
    },
  )
  if (ended.length > 0) await tellPlanEnded(userId)
}

/**
 * The billing portal's change of plan: a new paid subscription on the same card replaces the
 * active one (settleCheckout cancels it), with its own invoice.
 */
export async function changePlan(
  userId: string,
  tier: PlanTier,
  interval: BillingInterval,
): Promise<CheckoutRecord> {
  const current = activeSubscriptionOf(userId)
  const checkout = await db.checkouts.create({
    sessionId: newCheckoutId(),
    userId,
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
  return settleCheckout(checkout, 'paid', current?.paymentMethod ?? 'visa **** 4242')
}
