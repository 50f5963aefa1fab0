import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'

/**
 * Subscription plans, their prices and what each includes (spec part 2 sections 1 and 9): the one
 * source for Pricing's plan cards and its comparison table.
 */
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

export function planByTier(tier: PlanTier): Plan {
  // PLANS lists every PlanTier of the contract (plans.test.ts).
  return PLANS.find((plan) => plan.tier === tier)!
}

/** A plan's value for a feature: included, not included, or a word (Limited, Unlimited). */
export type FeatureValue = boolean | string

/** Stable names of the features (the labels are the spec's words and may change). */
export type PlanFeatureKey =
  | 'directory-listing'
  | 'student-inquiries'
  | 'smart-dashboard'
  | 'session-booking'
  | 'premium-webinars'
  | 'invite-junior-counsellors'
  | 'featured-badge'
  | 'marketing-support'
  | 'account-manager'
  | 'email-and-chat-support'

export interface PlanFeature {
  key: PlanFeatureKey
  /** The spec's words (part 2 section 9), capitalised; kept as written ("counselors"). */
  name: string
  values: Record<PlanTier, FeatureValue>
}

const primeUp = { basic: false, prime: true, elite: true } as const
const eliteOnly = { basic: false, prime: false, elite: true } as const

/** The features, in the order of spec part 2 section 9. */
export const PLAN_FEATURES: readonly PlanFeature[] = [
  { key: 'directory-listing', name: 'Directory listing', values: primeUp },
  { key: 'student-inquiries', name: 'Student inquiries', values: primeUp },
  { key: 'smart-dashboard', name: 'Smart dashboard', values: primeUp },
  { key: 'session-booking', name: 'Session booking with calendar', values: primeUp },
  { key: 'premium-webinars', name: 'Premium webinars', values: primeUp },
  { key: 'invite-junior-counsellors', name: 'Invite junior counselors', values: primeUp },
  { key: 'featured-badge', name: 'Featured badge with top placement', values: eliteOnly },
  { key: 'marketing-support', name: 'Personalized marketing support', values: eliteOnly },
  { key: 'account-manager', name: 'Dedicated account manager', values: eliteOnly },
  {
    key: 'email-and-chat-support',
    name: 'Email and chat support',
    values: { basic: 'Limited', prime: 'Unlimited', elite: 'Unlimited' },
  },
]
