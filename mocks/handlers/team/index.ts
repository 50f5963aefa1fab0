import {
  zAcceptTeamInvitationPath,
  zDeclineTeamInvitationPath,
  zInviteTeamMemberBody,
  zRemoveTeamMemberPath,
  zRevokeTeamInvitationPath,
} from '@/api/generated/zod.gen'

import { lazy, operation } from '../http'
import { TEAM_MESSAGES } from './words'

/**
 * A lead Catalyst's team of junior counsellors (issue 34; openapi.yaml "Teams"). Declared here
 * with the contract's schemas; the work (resolvers/) loads on the first team call, so the first
 * visit of the demo does not carry it.
 */
const work = () => import('./resolvers')
const counsellor = { access: 'user', roles: ['counsellor'] } as const
const teamPlan = { ...counsellor, plan: 'invite-junior-counsellors' } as const

export const teamHandlers = [
  operation(
    'get',
    '/team',
    counsellor,
    lazy(() => work().then((resolvers) => resolvers.getMyTeam)),
  ),
  operation(
    'post',
    '/team/invitations',
    {
      ...teamPlan,
      body: zInviteTeamMemberBody,
      fieldMessages: { email: TEAM_MESSAGES.invalidEmail },
    },
    lazy(() => work().then((resolvers) => resolvers.inviteTeamMember)),
  ),
  operation(
    'post',
    '/team/invitations/{invitationId}/revoke',
    { ...counsellor, params: zRevokeTeamInvitationPath },
    lazy(() => work().then((resolvers) => resolvers.revokeTeamInvitation)),
  ),
  operation(
    'post',
    '/team/members/{memberId}/remove',
    { ...counsellor, params: zRemoveTeamMemberPath },
    lazy(() => work().then((resolvers) => resolvers.removeTeamMember)),
  ),
  operation(
    'get',
    '/team/overview',
    teamPlan,
    lazy(() => work().then((resolvers) => resolvers.getTeamOverview)),
  ),
  operation(
    'get',
    '/team/invitations/received',
    counsellor,
    lazy(() => work().then((resolvers) => resolvers.listMyTeamInvitations)),
  ),
  operation(
    'post',
    '/team/invitations/{invitationId}/accept',
    { ...counsellor, params: zAcceptTeamInvitationPath },
    lazy(() => work().then((resolvers) => resolvers.acceptTeamInvitation)),
  ),
  operation(
    'post',
    '/team/invitations/{invitationId}/decline',
    { ...counsellor, params: zDeclineTeamInvitationPath },
    lazy(() => work().then((resolvers) => resolvers.declineTeamInvitation)),
  ),
  operation(
    'post',
    '/team/leave',
    counsellor,
    lazy(() => work().then((resolvers) => resolvers.leaveTeam)),
  ),
]
