import type {
  ReceivedTeamInvitation,
  Team,
  TeamInvitation,
  TeamMembership,
  TeamPerson,
} from '@/api/generated/types.gen'
import { teamSeatLimit } from '@/config/team'

import type { UserRecord } from '../../db'
import { findUser } from '../../services/relations'
import { activeSubscriptionOf } from '../billing/billing'
import { planOf } from '../billing/plans'
import { HttpError } from '../http'
import { fullName } from '../shared/common'
import { picturesOf, type PictureOf } from '../uploads/links'
import { membersOf, membershipOf, pendingInvitationsOf, type Seat } from './seats'

/** Projections of the team's records into the contract's views (paths/team*.yaml). */

export function personOf(user: UserRecord, pictureOf: PictureOf): TeamPerson {
  return {
    id: user.id,
    name: fullName(user),
    email: user.email,
    picture: pictureOf(user) ?? user.profileImg ?? null,
  }
}

/** A seat's account: the member who took it, or the lead who made it. */
export function accountOf(id: string | null): UserRecord {
  const user = id ? findUser(id) : undefined
  // Seats are written by the handlers for existing accounts, and accounts are never deleted.
  if (!user) throw new HttpError(500, 'A team seat names an account that does not exist.')
  return user
}

export function invitationView(seat: Seat): TeamInvitation {
  return { id: seat.id, email: seat.email, invitedAt: seat.invitedAt }
}

/** The plan a lead's team gives now: their own subscription's (a lead is never a member). */
export const teamTierOf = (leadId: string) => activeSubscriptionOf(leadId)?.tier ?? null

/** getMyTeam's answer for `user`, with the pictures of everyone it shows signed. */
export async function teamView(request: Request, user: UserRecord): Promise<Team> {
  const members = membersOf(user.id).map((seat) => ({ seat, member: accountOf(seat.memberId) }))
  const invitations = pendingInvitationsOf(user.id)
  const membership = membershipOf(user.id)
  const lead = membership ? accountOf(membership.leadId) : undefined
  const pictureOf = await picturesOf(request, [
    ...members.map(({ member }) => member),
    ...(lead ? [lead] : []),
  ])
  return {
    seats: {
      used: members.length + invitations.length,
      // A member cannot lead a team, whatever their own plan.
      limit: membership ? 0 : teamSeatLimit(planOf(user)),
    },
    members: members.map(({ seat, member }) => ({
      member: personOf(member, pictureOf),
      joinedAt: seat.answeredAt ?? seat.invitedAt,
    })),
    invitations: invitations.map(invitationView),
    membership: membership && lead ? membershipView(membership, lead, pictureOf) : null,
  }
}

export function membershipView(seat: Seat, lead: UserRecord, pictureOf: PictureOf): TeamMembership {
  return {
    lead: personOf(lead, pictureOf),
    tier: teamTierOf(lead.id),
    joinedAt: seat.answeredAt ?? seat.invitedAt,
  }
}

export async function receivedView(
  request: Request,
  seats: readonly Seat[],
): Promise<ReceivedTeamInvitation[]> {
  const leads = seats.map((seat) => accountOf(seat.leadId))
  const pictureOf = await picturesOf(request, leads)
  return seats.map((seat, index) => ({
    id: seat.id,
    lead: personOf(leads[index]!, pictureOf),
    tier: teamTierOf(seat.leadId),
    invitedAt: seat.invitedAt,
  }))
}
