import { db, type TeamMembershipRecord, type UserRecord } from '../db'
import { newId, nowIso } from '../services/ids'

/**
 * Team seats written straight into the mock database (issue 34; openapi.yaml "Teams"), for the
 * tests to call against: an invitation waiting for `email`, or `member` already in the team.
 */
export function inviteToTeam(lead: UserRecord, email: string): Promise<TeamMembershipRecord> {
  return db.teamMemberships.create({
    id: newId(),
    leadId: lead.id,
    email,
    memberId: null,
    status: 'invited',
    invitedAt: nowIso(),
    answeredAt: null,
    endedAt: null,
  })
}

export function addToTeam(lead: UserRecord, member: UserRecord): Promise<TeamMembershipRecord> {
  const now = nowIso()
  return db.teamMemberships.create({
    id: newId(),
    leadId: lead.id,
    email: member.email,
    memberId: member.id,
    status: 'member',
    invitedAt: now,
    answeredAt: now,
    endedAt: null,
  })
}
