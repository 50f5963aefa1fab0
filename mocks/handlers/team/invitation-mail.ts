import type { PlanTier } from '@/api/generated/types.gen'
import { planByTier } from '@/config/plans'

import type { MailRecord, UserRecord } from '../../db'
import { INVITATION_PATHS } from '../connections/invitation-mail'

/**
 * The e-mail a team invitation sends (issue 34; openapi.yaml "Teams"). Its link opens the
 * invitation on the Team page (`/team?invite=<id>`): signed in, at once; signed out, after
 * signing in (the sign-in returns to it). An address without an account is asked to register as
 * a Catalyst first, an account not verified yet to verify it; the invitation waits for whoever
 * holds the address.
 */
export type TeamInvitationMail = Pick<MailRecord, 'to' | 'kind' | 'subject' | 'text' | 'link'>

export const TEAM_INVITATION_PATH = '/team'

export function teamInvitationLink(origin: string, invitationId: string): string {
  return `${origin}${TEAM_INVITATION_PATH}?invite=${encodeURIComponent(invitationId)}`
}

export function teamInvitationMail({
  to,
  invitationId,
  leadName,
  tier,
  recipient,
  origin,
}: {
  to: string
  invitationId: string
  leadName: string
  tier: PlanTier | null
  /** The account that holds the address, if any. */
  recipient: UserRecord | undefined
  origin: string
}): TeamInvitationMail {
  const link = teamInvitationLink(origin, invitationId)
  const steps = !recipient
    ? [
        `First create your Catalyst account with this e-mail address (${to}), choosing Catalyst: ${origin}${INVITATION_PATHS.register}`,
        `Then open the invitation to accept it: ${link}`,
      ]
    : !recipient.confirmed
      ? [
          `First verify your e-mail address: ${origin}${INVITATION_PATHS.verify}`,
          `Then open the invitation to accept it: ${link}`,
        ]
      : [`Open the invitation to accept or decline it (you may be asked to sign in): ${link}`]
  const plan = tier ? ` under their ${planByTier(tier).name} plan` : ''
  return {
    to,
    kind: 'team-invite',
    subject: `${leadName} invited you to their team on Catalyst`,
    text: [
      `${leadName} would like you to join their team on Catalyst as a junior counsellor. In the team you work${plan}; your own students stay yours.`,
      ...steps,
    ].join('\n\n'),
    link,
  }
}
