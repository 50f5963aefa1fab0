import { queryOptions, useMutation } from '@tanstack/react-query'

import type {
  BillingInterval,
  CheckoutSession,
  PaymentResult,
  PlanTier,
} from '../generated/types.gen'

export type { BillingInterval, CheckoutSession, PaymentResult, PlanTier }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/** Subscription checkout, its result and the billing portal (spec part 2 sections 3, 4, 7). */
export const paymentKeys = {
  all: ['payment'] as const,
  status: (sessionId: string) => [...paymentKeys.all, 'status', sessionId] as const,
}

export interface CheckoutInput {
  priceId: string
  tier: PlanTier
  interval: BillingInterval
}

/** POST /payment/checkout: the embedded checkout's secret and session id, or an existing plan. */
export function useCreateCheckoutSession() {
  return useMutation({
    // The screen shows thrown errors as toasts itself (spec part 2 section 8, Checkout).
    meta: { errorToast: false },
    mutationFn: async (input: CheckoutInput): Promise<CheckoutSession> =>
      (await (await sdk()).createCheckoutSession({ body: input, throwOnError: true })).data.success,
  })
}

/** GET /payment/status/{sessionId}: the result modal after returning from checkout. */
export const paymentStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.status(sessionId),
    queryFn: async ({ signal }): Promise<PaymentResult> =>
      (await (await sdk()).getPaymentStatus({ path: { sessionId }, throwOnError: true, signal }))
        .data.success,
    retry: false,
  })

/** POST /payment/billing-portal: the portal address, or '' without a payment history. */
export function useBillingPortal() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (): Promise<string> =>
      (await (await sdk()).createBillingPortalSession({ body: {}, throwOnError: true })).data
        .success,
  })
}
