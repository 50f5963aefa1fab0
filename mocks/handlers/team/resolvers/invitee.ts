import type {
  ListMyTeamInvitationsResponse,
  SuccessResponse,
  TeamMembershipEnvelope,
} from '@/api/generated/types.gen'
import type { zAcceptTeamInvitationPath, zDeclineTeamInvitationPath } from '@/api/generated/zod.gen'
import { teamSeatLimit } from '@/config/team'

import { HttpError, ok, requireUser, type ContextOf } from '../../http'
import { fullName, sameEmail } from '../../shared/common'
import { picturesOf } from '../../uploads/links'
import { invitationsTo, leadsATeam, membersOf, membershipOf, type Seat } from '../seats'
import { accountOf, membershipView, receivedView, teamTierOf } from '../views'
import { TEAM_MESSAGES as WORDS } from '../words'
import { endSeat, oneTeamStepAtATime, requireSeat } from './lead'

/**
 * The invited counsellor's side of a team (issue 34; openapi.yaml "Teams"): the invitations to
 * their address, accept, decline, and leaving the team they are in.
 */

export async function listMyTeamInvitations(context: ContextOf): Promise<Response> {
  const user = requireUser(context)
  return ok<ListMyTeamInvitationsResponse>({
    success: await receivedView(context.request, invitationsTo(user.email)),
  })
}

/** An invitation addressed to the caller that still waits for an answer. */
function openInvitationTo(user: { email: string }, invitationId: string): Seat {
  const seat = requireSeat(
    invitationId,
    (record) => sameEmail(record.email, user.email),
    WORDS.notAddressedToYou,
  )
  if (seat.status === 'revoked')
    throw new HttpError(409, WORDS.withdrawn(fullName(accountOf(seat.leadId))))
  if (seat.status !== 'invited') throw new HttpError(409, WORDS.answered)
  return seat
}

export async function acceptTeamInvitation(
  context: ContextOf<{ params: typeof zAcceptTeamInvitationPath }>,
): Promise<Response> {
  const user = requireUser(context)
  const joined = await oneTeamStepAtATime(async () => {
    const seat = openInvitationTo(user, context.params.invitationId)
    const lead = accountOf(seat.leadId)
    const current = membershipOf(user.id)
    if (current) throw new HttpError(409, WORDS.alreadyInTeam(fullName(accountOf(current.leadId))))
    if (leadsATeam(user.id)) throw new HttpError(409, WORDS.leadsATeam)
    // Rules about the lead's plan, not the caller's: the team's (openapi.yaml "Teams").
    const limit = teamSeatLimit(teamTierOf(lead.id))
    if (limit === 0) throw new HttpError(409, WORDS.leadLapsed(fullName(lead)))
    if (membersOf(lead.id).length >= limit)
      throw new HttpError(409, WORDS.noFreeSeat(fullName(lead)))
    const updated = await endSeat(seat, 'member', user.id)
    return { seat: updated ?? seat, lead }
  })
  const pictureOf = await picturesOf(context.request, [joined.lead])
  return ok<TeamMembershipEnvelope>({
    success: membershipView(joined.seat, joined.lead, pictureOf),
  })
}

export async function declineTeamInvitation(
  context: ContextOf<{ params: typeof zDeclineTeamInvitationPath }>,
): Promise<Response> {
  const user = requireUser(context)
  await oneTeamStepAtATime(async () => {
    const seat = openInvitationTo(user, context.params.invitationId)
    await endSeat(seat, 'declined', user.id)
  })
  return ok<SuccessResponse>({ success: true, message: WORDS.declined })
}

export async function leaveTeam(context: ContextOf): Promise<Response> {
  const user = requireUser(context)
  const lead = await oneTeamStepAtATime(async () => {
    const seat = membershipOf(user.id)
    if (!seat) throw new HttpError(409, WORDS.notInTeam)
    await endSeat(seat, 'left')
    return accountOf(seat.leadId)
  })
  return ok<SuccessResponse>({ success: true, message: WORDS.left(fullName(lead)) })
}
