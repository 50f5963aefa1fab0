import { db, emailKey, type TeamMembershipRecord } from '../../db'

/**
 * A lead Catalyst's team as the db keeps it (issue 34; openapi.yaml "Teams"): one record per
 * seat, an invitation and then its answer. Reads only, through the table's indexes: the plan
 * in effect (billing/plans.ts) asks who leads a member's team on every plan-bound call, so this
 * module imports nothing that decides plans.
 */
export type Seat = TeamMembershipRecord

/** The team a Catalyst is a member of (their seat in it), if any: at most one. */
export function membershipOf(userId: string): Seat | undefined {
  return db.teamMemberships.lookup('member', userId)[0]
}

/** Every seat record of a lead's team, whatever its status. */
function seatsOfLead(leadId: string): Seat[] {
  return db.teamMemberships.lookup('lead', leadId)
}

/** The lead's members, first joined first. */
export function membersOf(leadId: string): Seat[] {
  return seatsOfLead(leadId)
    .filter((seat) => seat.status === 'member')
    .sort((a, b) => (a.answeredAt ?? '').localeCompare(b.answeredAt ?? ''))
}

/** The lead's invitations waiting for an answer, newest first. */
export function pendingInvitationsOf(leadId: string): Seat[] {
  return seatsOfLead(leadId)
    .filter((seat) => seat.status === 'invited')
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt))
}

/** Seats taken: members and pending invitations. */
export function seatsUsedBy(leadId: string): number {
  return seatsOfLead(leadId).filter((seat) => seat.status === 'invited' || seat.status === 'member')
    .length
}

/** Whether the Catalyst leads a team now: any member or pending invitation. */
export function leadsATeam(userId: string): boolean {
  return seatsUsedBy(userId) > 0
}

/** Invitations to an address that wait for an answer, newest first. */
export function invitationsTo(email: string): Seat[] {
  return db.teamMemberships
    .lookup('email', emailKey(email) ?? '')
    .filter((seat) => seat.status === 'invited')
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt))
}
