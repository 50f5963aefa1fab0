import type { BillingInterval, PaymentResult, PlanTier } from '@/api/generated/types.gen'
import { PLAN_CURRENCY } from '@/config/plans'
import { PAYMENT_STATUS } from '@/config/status-codes'

/** Messages of spec part 2 sections 2, 4 and 8, word for word. */
export const PAYMENT_MESSAGES = {
  initFailed: 'Failed to initialize checkout session.',
  portalFailed: 'Failed to load billing portal.',
  noHistory: 'No Payment History',
  viewPlans: 'View Pricing Plans',
  existingTitle: 'Existing Subscription',
  manageBilling: 'Manage Billing',
  successful: 'Payment Successful',
  pending: 'Payment Pending',
  failed: 'Payment Failed',
  processing: 'Payment Processing',
  // The spec's "..." is shorthand for this sentence (issue 27), not text to show.
  processingText:
    'Your payment is being processed. Check back in a few minutes, or contact support if it does not go through.',
} as const

/** Said in place of the payment form when no card provider is configured (issue 26). */
export const CARD_PAYMENTS_NOT_CONFIGURED = 'Card payments are not configured.'

/** The contract's table (src/config/status-codes.ts), re-exported for this module's callers. */
export { PAYMENT_STATUS }

export type ResultKind = 'successful' | 'pending' | 'failed' | 'processing'

/**
 * The result modal's state (spec part 2 section 4): a result without a payment id, with the
 * unknown status, or with neither e-mail nor transaction date is still being processed;
 * otherwise complete + active is successful, complete + unpaid pending, anything else failed.
 */
export function resultKind(result: PaymentResult): ResultKind {
  if (
    !result.paymentId ||
    result.payment_status === PAYMENT_STATUS.unknown ||
    (!result.email && !result.transactionDate)
  )
    return 'processing'
  if (result.status === 'complete' && result.payment_status === PAYMENT_STATUS.active)
    return 'successful'
  if (result.status === 'complete' && result.payment_status === PAYMENT_STATUS.unpaid)
    return 'pending'
  return 'failed'
}

export const RESULT_TITLES: Record<ResultKind, string> = {
  successful: PAYMENT_MESSAGES.successful,
  pending: PAYMENT_MESSAGES.pending,
  failed: PAYMENT_MESSAGES.failed,
  processing: PAYMENT_MESSAGES.processing,
}

/** A whole-dollar price such as "$1,100" (Intl, en-US). */
export function formatPrice(amount: number, currency: string = PLAN_CURRENCY): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

export const INTERVAL_SUFFIX: Record<BillingInterval, string> = {
  month: '/month',
  year: '/year',
}

/** Clicking a plan selects it; clicking the selected one again deselects (spec part 2 §4). */
export function toggleSelection(selected: PlanTier | null, clicked: PlanTier): PlanTier | null {
  return selected === clicked ? null : clicked
}
