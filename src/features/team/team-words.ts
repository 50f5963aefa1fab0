import { planByTier } from '@/config/plans'
import type { PlanTier } from '@/api/generated/types.gen'

/** The Team page's own words (issue 34); the server's refusals are shown as they come. */
export const TEAM_WORDS = {
  title: 'Team',
  intro: 'Invite junior counsellors to work under your plan. Their own students stay theirs.',
  loading: 'Loading your team...',
  loadFailed: 'Your team could not be loaded. Check your connection and try again.',
  inviteLabel: 'Counsellor e-mail',
  inviteAction: 'Send invitation',
  emailRequired: 'Enter the e-mail address of the counsellor to invite.',
  emailInvalid: 'Please enter a valid email address.',
  inviteFailed: 'The invitation could not be sent. Check your connection and try again.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  pendingTitle: 'Pending invitations',
  pendingEmpty: 'No invitation is waiting for an answer.',
  membersTitle: 'Members',
  membersEmpty: 'No member yet',
  membersEmptyHint: 'Counsellors who accept your invitation appear here.',
  overviewTitle: 'Team overview',
  overviewFailed: 'The team overview could not be loaded.',
  receivedTitle: 'Invitations to a team',
  notForYou:
    'This invitation is not waiting for you: it was answered, withdrawn, or sent to another e-mail address.',
  leaveAction: 'Leave team',
} as const

/** "2 of 3 seats used". */
export function seatsLine(used: number, limit: number): string {
  return `${used} of ${limit} ${limit === 1 ? 'seat' : 'seats'} used`
}

/** "Prime plan" / "no plan": the plan a team gives, in a sentence. */
export function teamPlanName(tier: PlanTier | null): string {
  return tier ? `${planByTier(tier).name} plan` : 'no plan'
}
