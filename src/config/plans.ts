import type { BillingInterval, PlanFeatureKey, PlanTier } from '@/api/generated/types.gen'

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

/**
 * Stable names of the features (the labels are the spec's words and may change): the contract's
 * PlanFeatureKey, which `x-plan` and getMyPlan speak.
 */
export type { PlanFeatureKey }

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
  { key: 'invite-junior-counsellors', name: 'Invite junior counsellors', values: primeUp },
  { key: 'featured-badge', name: 'Featured badge with top placement', values: eliteOnly },
  { key: 'marketing-support', name: 'Personalized marketing support', values: eliteOnly },
  { key: 'account-manager', name: 'Dedicated account manager', values: eliteOnly },
  {
    key: 'email-and-chat-support',
    name: 'Email and chat support',
    values: { basic: 'Limited', prime: 'Unlimited', elite: 'Unlimited' },
  },
]

export function featureByKey(key: PlanFeatureKey): PlanFeature {
  // PLAN_FEATURES names every PlanFeatureKey once (plans.test.ts).
  return PLAN_FEATURES.find((feature) => feature.key === key)!
}

/** Whether a plan (null: none) includes a feature, in any measure ("Limited" included). */
export function planIncludes(tier: PlanTier | null | undefined, key: PlanFeatureKey): boolean {
  return Boolean(tier) && featureByKey(key).values[tier!] !== false
}

/** The plans that include a feature, cheapest first. */
export function plansIncluding(key: PlanFeatureKey): readonly Plan[] {
  return PLANS.filter((plan) => planIncludes(plan.tier, key))
}

/** "Prime and Elite Access", "Elite Access": the names of the plans that include a feature. */
export function planNamesIncluding(key: PlanFeatureKey): string {
  return joinPlanNames(plansIncluding(key))
}

/**
 * "Prime and Elite Access": the plans whose value for a feature is `value` (the plans with
 * "Unlimited" e-mail and chat support, where Basic's "Limited" also counts as included).
 */
export function planNamesWith(key: PlanFeatureKey, value: FeatureValue): string {
  return joinPlanNames(PLANS.filter((plan) => featureByKey(key).values[plan.tier] === value))
}

function joinPlanNames(plans: readonly Plan[]): string {
  const names = plans.map((plan) => plan.name)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!
}

/**
 * Why the server refuses a plan-bound call (403; openapi/description.md, `x-plan`), naming the
 * plans that include the feature: without one ever, or after the plan that gave it ended. A
 * feature may word its own (session booking's predate this table and stay as they were).
 */
export function planRefusal(key: PlanFeatureKey, lapsed = false): string {
  const feature = featureByKey(key)
  const own = PLAN_REFUSALS[key]
  if (own) return lapsed ? own.lapsed : own.noPlan
  const names = planNamesIncluding(key)
  const which = plansIncluding(key).length > 1 ? 'one of them' : 'it'
  return lapsed
    ? `Your plan no longer includes ${feature.name.toLowerCase()}. Choose ${names} on Pricing to have it again.`
    : `${feature.name} comes with ${names}. Choose ${which} on Pricing.`
}

const PLAN_REFUSALS: Partial<Record<PlanFeatureKey, { noPlan: string; lapsed: string }>> = {
  'session-booking': {
    noPlan:
      'Session booking comes with the Prime and Elite Access plans. Choose one on Pricing to set your availability.',
    lapsed:
      'Your plan no longer includes session booking, so students cannot book new sessions. Sessions already booked stay. Choose Prime or Elite Access on Pricing to take bookings again.',
  },
  // Issue 34, "Teams": the invite and the team overview; members stay when a plan ends.
  'invite-junior-counsellors': {
    noPlan:
      'A team of junior counsellors comes with the Prime and Elite Access plans. Choose one on Pricing to invite counsellors to your team.',
    lapsed:
      'Your plan no longer includes a team of junior counsellors. Your members stay listed; choose Prime or Elite Access on Pricing to invite counsellors and see the team overview again.',
  },
}
