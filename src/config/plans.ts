import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'

/** Subscription plans, their prices and features (spec part 2 sections 1 and 9). */
export interface Plan {
  tier: PlanTier
  name: string
  /** USD, major units. */
  prices: Record<BillingInterval, number>
}

export const PLANS: readonly Plan[] = [
  { tier: 'basic', name: 'Basic', prices: { month: 100, year: 1100 } },
  { tier: 'prime', name: 'Prime', prices: { month: 200, year: 2200 } },
  { tier: 'elite', name: 'Elite Access', prices: { month: 500, year: 3500 } },
]

export const PLAN_CURRENCY = 'USD'

/** A cell of the comparison table: included, not included, or a word (Limited, Unlimited). */
export type FeatureValue = boolean | string

export interface PlanFeature {
  name: string
  values: Record<PlanTier, FeatureValue>
}

const primeUp = { basic: false, prime: true, elite: true } as const
const eliteOnly = { basic: false, prime: false, elite: true } as const

/** The feature comparison, in the order of spec part 2 section 9. */
export const PLAN_FEATURES: readonly PlanFeature[] = [
  { name: 'Directory listing', values: primeUp },
  { name: 'Student inquiries', values: primeUp },
  { name: 'Smart dashboard', values: primeUp },
  { name: 'Session booking with calendar', values: primeUp },
  { name: 'Premium webinars', values: primeUp },
  { name: 'Invite junior counselors', values: primeUp },
  { name: 'Featured badge with top placement', values: eliteOnly },
  { name: 'Personalized marketing support', values: eliteOnly },
  { name: 'Dedicated account manager', values: eliteOnly },
  {
    name: 'Email and chat support',
    values: { basic: 'Limited', prime: 'Unlimited', elite: 'Unlimited' },
  },
]
