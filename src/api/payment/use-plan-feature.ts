import { useQuery } from '@tanstack/react-query'

import { myPlanQueryOptions, type PlanFeatureKey } from './queries'

export interface PlanFeatureState {
  /** Whether the plan in effect includes the feature; undefined until the plan is read. */
  included: boolean | undefined
  /** A plan that gave the feature has ended (the offer says so). */
  lapsed: boolean
  /** The plan could not be read: the screen shows its error, never a guess. */
  isError: boolean
  refetch: () => void
}

/**
 * Whether a Catalyst's plan includes a feature, as the server decides it (GET /payment/plan):
 * a plan-bound screen shows the feature or, in its place, the offer (components/plan). Only a
 * Catalyst has a plan: `enabled: false` for anyone else.
 */
export function usePlanFeature(feature: PlanFeatureKey, enabled = true): PlanFeatureState {
  const plan = useQuery({ ...myPlanQueryOptions(), enabled })
  return {
    included: plan.data ? plan.data.features.includes(feature) : undefined,
    lapsed: plan.data?.lapsed.includes(feature) ?? false,
    isError: plan.isError,
    refetch: () => void plan.refetch(),
  }
}
