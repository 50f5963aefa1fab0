/** The team's work, loaded on the first team call (handlers/team/index.ts). */
export { getMyTeam, inviteTeamMember, removeTeamMember, revokeTeamInvitation } from './lead'
export {
  acceptTeamInvitation,
  declineTeamInvitation,
  leaveTeam,
  listMyTeamInvitations,
} from './invitee'
export { getTeamOverview } from './overview'
