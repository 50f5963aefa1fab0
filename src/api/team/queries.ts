import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'

import type {
  ReceivedTeamInvitation,
  Team,
  TeamInvitation,
  TeamMember,
  TeamMembership,
  TeamOverview,
  TeamOverviewMember,
  TeamPerson,
} from '../generated/types.gen'
import { refreshAfter } from '../live-events'
import { teamKeys } from './keys'

export type {
  ReceivedTeamInvitation,
  Team,
  TeamInvitation,
  TeamMember,
  TeamMembership,
  TeamOverview,
  TeamOverviewMember,
  TeamPerson,
}
export { teamKeys }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/**
 * After a change of one's own: what the live `team changed` refetches in the other tabs
 * (src/api/live-events.ts), refetched in this one: the team, and what the plan decides.
 */
function refreshTeam(queryClient: QueryClient) {
  return refreshAfter(queryClient, 'team changed')
}

/** GET /team: the caller's team (seats, members, invitations) and the team they are in. */
export const myTeamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.mine(),
    queryFn: async ({ signal }): Promise<Team> =>
      (await (await sdk()).getMyTeam({ throwOnError: true, signal })).data.success,
  })

/** GET /team/invitations/received: pending invitations addressed to the caller. */
export const receivedTeamInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.received(),
    queryFn: async ({ signal }): Promise<ReceivedTeamInvitation[]> =>
      (await (await sdk()).listMyTeamInvitations({ throwOnError: true, signal })).data.success,
  })

/** GET /team/overview: each member's students, open requests and sessions this week. */
export const teamOverviewQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.overview(),
    queryFn: async ({ signal }): Promise<TeamOverview> =>
      (await (await sdk()).getTeamOverview({ throwOnError: true, signal })).data.success,
  })

/** POST /team/invitations. The form shows 400, 409 and 429 in place and keeps the address. */
export function useInviteTeamMember() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (email: string): Promise<TeamInvitation> =>
      (await (await sdk()).inviteTeamMember({ body: { email }, throwOnError: true })).data.success,
    onSettled: () => refreshTeam(queryClient),
  })
}

/** POST /team/invitations/{invitationId}/revoke. */
export function useRevokeTeamInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (invitationId: string): Promise<Team> =>
      (await (await sdk()).revokeTeamInvitation({ path: { invitationId }, throwOnError: true }))
        .data.success,
    onSettled: () => refreshTeam(queryClient),
  })
}

/** POST /team/members/{memberId}/remove. */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (memberId: string): Promise<Team> =>
      (await (await sdk()).removeTeamMember({ path: { memberId }, throwOnError: true })).data
        .success,
    onSettled: () => refreshTeam(queryClient),
  })
}

export interface TeamAnswer {
  invitationId: string
  answer: 'accept' | 'decline'
}

/**
 * POST /team/invitations/{invitationId}/accept or /decline. The invitation shows a refusal (409:
 * answered, withdrawn, a team of one's own, no seat) in place.
 */
export function useAnswerTeamInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async ({ invitationId, answer }: TeamAnswer): Promise<TeamMembership | null> => {
      const calls = await sdk()
      const path = { invitationId }
      if (answer === 'decline') {
        await calls.declineTeamInvitation({ path, throwOnError: true })
        return null
      }
      return (await calls.acceptTeamInvitation({ path, throwOnError: true })).data.success
    },
    onSettled: () => refreshTeam(queryClient),
  })
}

/** POST /team/leave. */
export function useLeaveTeam() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await (await sdk()).leaveTeam({ throwOnError: true })
    },
    onSettled: () => refreshTeam(queryClient),
  })
}
