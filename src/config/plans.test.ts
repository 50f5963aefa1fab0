import { describe, expect, it } from 'vitest'

import { zPlanTier } from '@/api/generated/zod.gen'

import { PLAN_FEATURES, PLANS, planByTier } from './plans'

describe('plans (spec part 2 section 9)', () => {
  it("are the contract's PlanTier values, in its order, at the spec's prices", () => {
    expect(PLANS.map((plan) => plan.tier)).toEqual(zPlanTier.options)
    expect(PLANS.map((plan) => [plan.name, plan.prices.month, plan.prices.year])).toEqual([
      ['Basic', 100, 1100],
      ['Prime', 200, 2200],
      ['Elite Access', 500, 3500],
    ])
    expect(planByTier('elite').name).toBe('Elite Access')
  })

  it('gives every feature a key and a name of its own', () => {
    expect(new Set(PLAN_FEATURES.map((feature) => feature.key)).size).toBe(PLAN_FEATURES.length)
    expect(new Set(PLAN_FEATURES.map((feature) => feature.name)).size).toBe(PLAN_FEATURES.length)
  })

  it('includes in each plan what the spec lists for it', () => {
    const included = (tier: 'basic' | 'prime' | 'elite') =>
      PLAN_FEATURES.filter((feature) => feature.values[tier] !== false).map((f) => f.key)
    expect(included('basic')).toEqual(['email-and-chat-support'])
    expect(included('prime')).toEqual([
      'directory-listing',
      'student-inquiries',
      'smart-dashboard',
      'session-booking',
      'premium-webinars',
      'invite-junior-counsellors',
      'email-and-chat-support',
    ])
    expect(included('elite')).toEqual(PLAN_FEATURES.map((feature) => feature.key))
    const support = PLAN_FEATURES.find((feature) => feature.key === 'email-and-chat-support')
    expect(support?.values).toEqual({ basic: 'Limited', prime: 'Unlimited', elite: 'Unlimited' })
  })
})
