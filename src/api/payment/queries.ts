import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import type {
  BillingInterval,
  CheckoutSession,
  CurrentSubscription,
  PaymentResult,
  PlanAccess,
  PlanFeatureKey,
  PlanTier,
} from '../generated/types.gen'

export type {
  BillingInterval,
  CheckoutSession,
  CurrentSubscription,
  PaymentResult,
  PlanAccess,
  PlanFeatureKey,
  PlanTier,
}

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/** Subscription checkout, its result and the billing portal (spec part 2 sections 3, 4, 7). */
export const paymentKeys = {
  all: ['payment'] as const,
  status: (checkoutId: string) => [...paymentKeys.all, 'status', checkoutId] as const,
  /** The caller's current plan (Pricing's "Current plan", the dashboard's prompt without one). */
  subscription: () => [...paymentKeys.all, 'subscription'] as const,
  /** The plan in effect and what it unlocks (issue 34): what plan-bound screens open. */
  plan: () => [...paymentKeys.all, 'plan'] as const,
}

/** GET /payment/subscription: the active subscription, or null when the Catalyst has no plan. */
export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.subscription(),
    queryFn: async ({ signal }): Promise<CurrentSubscription | null> =>
      (await (await sdk()).getCurrentSubscription({ throwOnError: true, signal })).data.success,
  })

/**
 * GET /payment/plan: the plan in effect for the Catalyst and the features it includes; a plan
 * bought, changed or cancelled elsewhere reaches it through the live event `plan changed`.
 */
export const myPlanQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.plan(),
    queryFn: async ({ signal }): Promise<PlanAccess> =>
      (await (await sdk()).getMyPlan({ throwOnError: true, signal })).data.success,
  })

export interface CheckoutInput {
  priceId: string
  tier: PlanTier
  interval: BillingInterval
}

/** POST /payment/checkout: the embedded checkout's secret and its id, or an existing plan. */
export function useStartCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    // The screen shows thrown errors as toasts itself (spec part 2 section 8, Checkout).
    meta: { errorToast: false },
    mutationFn: async (input: CheckoutInput): Promise<CheckoutSession> =>
      (await (await sdk()).createCheckoutSession({ body: input, throwOnError: true })).data.success,
    // The server knows of a plan this page did not show (bought in another tab): read it again.
    onSuccess: (checkout) => {
      if (checkout.hasExistingSubscription)
        void queryClient.invalidateQueries({ queryKey: paymentKeys.subscription() })
    },
  })
}

/**
 * GET /payment/status/{sessionId}: the result modal after returning from checkout. The contract
 * names the checkout's id `sessionId`, after the card provider's checkout sessions.
 */
export const paymentStatusQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: paymentKeys.status(checkoutId),
    queryFn: async ({ signal, client }): Promise<PaymentResult> => {
      const result = (
        await (
          await sdk()
        ).getPaymentStatus({
          path: { sessionId: checkoutId },
          throwOnError: true,
          signal,
        })
      ).data.success
      // A completed checkout may have started (or replaced) the plan: read it again.
      if (result.status === 'complete')
        void client.invalidateQueries({ queryKey: paymentKeys.subscription() })
      return result
    },
    retry: false,
  })

/**
 * POST /payment/billing-portal: the portal address, or '' without a payment history. The
 * portal's way back leads to `returnPath` (an in-app path; the server falls back to the
 * dashboard).
 */
export function useBillingPortal() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (returnPath: string | undefined): Promise<string> =>
      (
        await (
          await sdk()
        ).createBillingPortalSession({
          body: returnPath ? { returnPath } : {},
          throwOnError: true,
        })
      ).data.success,
  })
}
