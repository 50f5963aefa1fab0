import type { TeamEnvelope, TeamInvitationEnvelope } from '@/api/generated/types.gen'
import type {
  zInviteTeamMemberBody,
  zRemoveTeamMemberPath,
  zRevokeTeamInvitationPath,
} from '@/api/generated/zod.gen'
import { teamFullMessage, teamSeatLimit } from '@/config/team'

import { db, emailKey } from '../../../db'
import { newId, nowIso } from '../../../services/ids'
import { sendMail } from '../../../services/mailbox'
import { findUserByEmail } from '../../../services/relations'
import { oneAtATime } from '../../../services/throttle'
import { planOf } from '../../billing/plans'
import { appOriginOf } from '../../connections/invitation-mail'
import { HttpError, ok, requireUser, type ContextOf } from '../../http'
import { fullName, sameEmail } from '../../shared/common'
import { teamInvitationMail } from '../invitation-mail'
import { membershipOf, seatsUsedBy, type Seat } from '../seats'
import { accountOf, invitationView, teamView } from '../views'
import { TEAM_MESSAGES as WORDS } from '../words'

/** The lead's side of a team (issue 34; openapi.yaml "Teams"): the team, invite, revoke, remove. */

/** Every write to any team, one at a time: a seat's check and its taking never interleave. */
export const oneTeamStepAtATime = <T>(work: () => Promise<T>) => oneAtATime('teams', work)

export async function getMyTeam(context: ContextOf): Promise<Response> {
  const user = requireUser(context)
  return ok<TeamEnvelope>({ success: await teamView(context.request, user) })
}

export async function inviteTeamMember(
  context: ContextOf<{ body: typeof zInviteTeamMemberBody }>,
): Promise<Response> {
  const lead = requireUser(context)
  const email = context.body.email.trim()
  const seat = await oneTeamStepAtATime(async () => {
    const membership = membershipOf(lead.id)
    if (membership)
      throw new HttpError(409, WORDS.callerInATeam(fullName(accountOf(membership.leadId))))
    if (sameEmail(email, lead.email)) throw new HttpError(400, WORDS.self)
    const account = findUserByEmail(email)
    if (account && account.role !== 'counsellor') throw new HttpError(400, WORDS.notACatalyst)
    const earlier = db.teamMemberships
      .lookup('email', emailKey(email) ?? '')
      .filter((record) => record.leadId === lead.id)
    const joined = earlier.some((record) => record.status === 'member')
    if (joined || (account && membershipOf(account.id)?.leadId === lead.id))
      throw new HttpError(409, WORDS.alreadyMember(email))
    if (earlier.some((record) => record.status === 'invited'))
      throw new HttpError(409, WORDS.alreadyInvited(email))
    const tier = planOf(lead)
    const used = seatsUsedBy(lead.id)
    // operation() let the call through: the plan includes a team, so `tier` is Prime or Elite.
    if (tier && used >= teamSeatLimit(tier)) throw new HttpError(429, teamFullMessage(tier, used))
    const created: Seat = await db.teamMemberships.create({
      id: newId(),
      leadId: lead.id,
      email,
      memberId: null,
      status: 'invited',
      invitedAt: nowIso(),
      answeredAt: null,
      endedAt: null,
    })
    await sendMail(
      teamInvitationMail({
        to: email,
        invitationId: created.id,
        leadName: fullName(lead),
        tier,
        recipient: account,
        origin: appOriginOf(context.request),
      }),
    )
    return created
  })
  return ok<TeamInvitationEnvelope>({ success: invitationView(seat) })
}

/** A seat record by id: 404 when none, 403 when `allowed` says it is not the caller's. */
export function requireSeat(id: string, allowed: (seat: Seat) => boolean, refusal: string): Seat {
  const seat = db.teamMemberships.get(id)
  if (!seat) throw new HttpError(404, WORDS.invitationNotFound)
  if (!allowed(seat)) throw new HttpError(403, refusal)
  return seat
}

/** Ends a seat: an invitation's answer or withdrawal, a membership's end. */
export function endSeat(seat: Seat, status: Seat['status'], memberId = seat.memberId) {
  return db.teamMemberships.updateRecord(seat.id, {
    data(draft) {
      draft.status = status
      draft.memberId = memberId
      const at = nowIso()
      if (seat.status === 'invited') draft.answeredAt = at
      if (status !== 'member') draft.endedAt = at
    },
  })
}

export async function revokeTeamInvitation(
  context: ContextOf<{ params: typeof zRevokeTeamInvitationPath }>,
): Promise<Response> {
  const lead = requireUser(context)
  await oneTeamStepAtATime(async () => {
    const seat = requireSeat(
      context.params.invitationId,
      (record) => record.leadId === lead.id,
      WORDS.notSentByYou,
    )
    if (seat.status !== 'invited') throw new HttpError(409, WORDS.answered)
    await endSeat(seat, 'revoked')
  })
  return ok<TeamEnvelope>({ success: await teamView(context.request, lead) })
}

export async function removeTeamMember(
  context: ContextOf<{ params: typeof zRemoveTeamMemberPath }>,
): Promise<Response> {
  const lead = requireUser(context)
  await oneTeamStepAtATime(async () => {
    const seat = membershipOf(context.params.memberId)
    if (!seat) throw new HttpError(404, WORDS.memberNotFound)
    if (seat.leadId !== lead.id) throw new HttpError(403, WORDS.notYourMember)
    await endSeat(seat, 'removed')
  })
  return ok<TeamEnvelope>({ success: await teamView(context.request, lead) })
}
