/**
 * The words of the team operations (openapi.yaml "Teams"; paths/team*.yaml give the same), shown
 * by the client as they come. The seats' refusal is src/config/team.ts's teamFullMessage, which
 * the Team page reads too.
 */
export const TEAM_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  self: 'You cannot invite yourself to your team.',
  notACatalyst: 'This address belongs to a student account. Only Catalysts can join a team.',
  alreadyMember: (email: string) => `${email} is already a member of your team.`,
  alreadyInvited: (email: string) => `${email} has already been invited to your team.`,
  callerInATeam: (lead: string) =>
    `You are a member of ${lead}'s team, so you cannot lead a team of your own. Leave it first.`,
  invitationNotFound: 'Team invitation not found.',
  notSentByYou: 'This invitation was sent by another Catalyst.',
  notAddressedToYou: 'This invitation is addressed to someone else.',
  answered: 'This invitation has already been answered.',
  withdrawn: (lead: string) => `${lead} has withdrawn this invitation.`,
  alreadyInTeam: (lead: string) =>
    `You are already in ${lead}'s team. Leave it before you join another.`,
  leadsATeam:
    'You lead a team of your own. Remove its members and withdraw its invitations before you join another team.',
  leadLapsed: (lead: string) =>
    `${lead}'s plan no longer includes a team, so this invitation cannot be accepted now.`,
  noFreeSeat: (lead: string) => `${lead}'s team has no free seat now. Ask them to free one.`,
  memberNotFound: 'Team member not found.',
  notYourMember: 'This Catalyst is a member of another team.',
  notInTeam: 'You are not in a team.',
  declined: 'Invitation declined.',
  left: (lead: string) => `You have left ${lead}'s team.`,
} as const
