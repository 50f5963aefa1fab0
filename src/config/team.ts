import type { PlanTier } from '@/api/generated/types.gen'

import { planByTier, planIncludes } from './plans'

/**
 * A lead Catalyst's team of junior counsellors (issue 34; openapi.yaml "Teams" and "Limits"):
 * the seats each plan gives. Members and pending invitations each take one; the lead does not.
 * The server refuses an invitation beyond them (429) and the Team page shows them.
 */
export const TEAM_SEATS: Readonly<Record<PlanTier, number>> = { basic: 0, prime: 3, elite: 10 }

/** The seats a lead's plan (null: none) gives: 0 without the feature. */
export function teamSeatLimit(tier: PlanTier | null | undefined): number {
  return tier && planIncludes(tier, 'invite-junior-counsellors') ? TEAM_SEATS[tier] : 0
}

/**
 * The server's words when every seat is taken (429, the contract's TooManyTeamMembers), on a
 * plan that includes a team; `used` may exceed the seats after a change to a smaller plan.
 */
export function teamFullMessage(tier: PlanTier, used: number): string {
  const limit = teamSeatLimit(tier)
  const plan = planByTier(tier).name
  if (used > limit)
    return `Your team takes ${used} seats and ${plan} gives ${limit} (members and pending invitations each take one). Remove members or withdraw invitations until fewer than ${limit} are taken to invite someone else.`
  return `All ${limit} seats of your team are taken (${plan} gives ${limit}; members and pending invitations each take one). Remove a member or withdraw an invitation to invite someone else.`
}

/** What a member's screens say (the shell's banner and the Team page): whose team, which plan. */
export function memberLine(leadName: string, tier: PlanTier | null, own: boolean): string {
  if (own) return `You are in ${leadName}'s team and work under your own plan.`
  if (!tier) return `You are in ${leadName}'s team. Its plan has ended, so you work without a plan.`
  return `You are in ${leadName}'s team and work under its ${planByTier(tier).name} plan.`
}
