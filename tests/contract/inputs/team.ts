import { newId } from '@mocks/services/ids'
import { activeSubscriptionOf } from '@mocks/handlers/billing/billing'
import {
  leadsATeam,
  membersOf,
  membershipOf,
  pendingInvitationsOf,
} from '@mocks/handlers/team/seats'
import { catalystWithPlan, giveActivePlan } from '@mocks/testing/factories'
import { tokenFor } from '@mocks/testing/fixtures'
import { addToTeam, inviteToTeam } from '@mocks/testing/team'

import { freshCatalyst, accessTokenOf as tokenOf, accountUser as user } from '../principals'
import type { DemoAccountKey } from '@mocks/seed/demo-accounts'
import type { ValidCallFactory } from './valid-call'

/**
 * Teams (issue 34): the demo Catalyst leads a Prime team with one member and one invitation
 * waiting. A lead without a plan is given Prime; an answer to an invitation is made by the
 * caller when they are free to join one, else by a new Catalyst.
 */
async function leadWithPlan(as: DemoAccountKey) {
  const lead = user(as)
  if (!activeSubscriptionOf(lead.id)) await giveActivePlan(lead, 'prime')
  return lead
}

/** An invitation to a Catalyst free to accept it, and that Catalyst's token. */
async function openInvitation(as: DemoAccountKey = 'counsellor') {
  const caller = user(as)
  const free = !membershipOf(caller.id) && !leadsATeam(caller.id)
  const invitee = free ? caller : await freshCatalyst()
  const { user: lead } = await catalystWithPlan('prime')
  const seat = await inviteToTeam(lead, invitee.email)
  return { token: await tokenFor(invitee), path: { invitationId: seat.id } }
}

export const teamCalls: Record<string, ValidCallFactory> = {
  getMyTeam: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  inviteTeamMember: async (as = 'counsellor') => {
    await leadWithPlan(as)
    return {
      token: await tokenOf(as),
      body: { email: `junior.${newId().slice(0, 8)}@example.org` },
    }
  },
  revokeTeamInvitation: async (as = 'counsellor') => {
    const lead = user(as)
    const seat = pendingInvitationsOf(lead.id)[0] ?? (await inviteToTeam(lead, 'x@example.org'))
    return { token: await tokenOf(as), path: { invitationId: seat.id } }
  },
  removeTeamMember: async (as = 'counsellor') => {
    const lead = user(as)
    const seat = membersOf(lead.id)[0] ?? (await addToTeam(lead, await freshCatalyst()))
    return { token: await tokenOf(as), path: { memberId: seat.memberId ?? '' } }
  },
  getTeamOverview: async (as = 'counsellor') => {
    await leadWithPlan(as)
    return { token: await tokenOf(as) }
  },
  listMyTeamInvitations: async (as = 'juniorCounsellor') => ({ token: await tokenOf(as) }),
  acceptTeamInvitation: openInvitation,
  declineTeamInvitation: openInvitation,
  leaveTeam: async (as = 'juniorCounsellor') => {
    const caller = user(as)
    if (membershipOf(caller.id)) return { token: await tokenOf(as) }
    // A lead cannot be a member: a new Catalyst joins a team and leaves it.
    const member = leadsATeam(caller.id) ? await freshCatalyst() : caller
    await addToTeam((await catalystWithPlan('prime')).user, member)
    return { token: await tokenFor(member) }
  },
}
