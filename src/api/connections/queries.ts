import { queryOptions } from '@tanstack/react-query'

import type {
  Catalyst,
  CatalystRequest,
  InviteStatsByMonth,
  SentInvite,
  StudentRequest,
} from '../generated/types.gen'

export type { Catalyst, CatalystRequest, InviteStatsByMonth, SentInvite, StudentRequest }

/**
 * The generated calls, loaded with the first one (src/api/sdk.ts): a signed-in start loads the
 * HTTP stack at once anyway, and the pages that read these do not carry it in their own chunks.
 */
export const sdk = () => import('../sdk')

/**
 * Server state of connections between Catalysts and students (spec part 1 sections 2, 3, 4, 7;
 * part 2 sections 2, 4): invitations a Catalyst sent, the requests each side receives, and the
 * Catalyst directory. Invalidate `connectionKeys.all` after any change: both sides' lists, badge
 * counts and the directory follow.
 */
export const connectionKeys = {
  all: ['connections'] as const,
  /** A Catalyst's sent invitations (Invite Student page). */
  sentInvites: () => [...connectionKeys.all, 'sent-invites'] as const,
  latestInvites: () => [...connectionKeys.sentInvites(), 'latest'] as const,
  allInvites: () => [...connectionKeys.sentInvites(), 'all'] as const,
  inviteStats: (catalystId: string) =>
    [...connectionKeys.sentInvites(), 'stats', catalystId] as const,
  /** Requests a student received from Catalysts (Catalyst Request drawer). */
  catalystRequests: () => [...connectionKeys.all, 'catalyst-requests'] as const,
  /** Requests a Catalyst received from students (Student Request drawer). */
  studentRequests: () => [...connectionKeys.all, 'student-requests'] as const,
  /** The Catalyst directory as the signed-in student sees it (Find Catalysts). */
  catalysts: () => [...connectionKeys.all, 'catalysts'] as const,
}

/**
 * While a drawer's count is on screen the other side's answers must show within seconds (issue
 * 11: "both sides stay current"): the request lists refetch on focus and on this interval while
 * the tab is visible (TanStack Query pauses intervals in background tabs).
 */
export const REQUESTS_REFRESH_MS = 5_000

export const latestInvitesQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.latestInvites(),
    queryFn: async ({ signal }): Promise<SentInvite[]> =>
      (await (await sdk()).fetchLatestFourRequests({ throwOnError: true, signal })).data.success,
  })

export const allInvitesQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.allInvites(),
    queryFn: async ({ signal }): Promise<SentInvite[]> =>
      (await (await sdk()).fetchAllRequests({ throwOnError: true, signal })).data.success,
  })

export const inviteStatsQueryOptions = (catalystId: string) =>
  queryOptions({
    queryKey: connectionKeys.inviteStats(catalystId),
    queryFn: async ({ signal }): Promise<InviteStatsByMonth> =>
      (
        await (
          await sdk()
        ).fetchCounsellingStats({ path: { id: catalystId }, throwOnError: true, signal })
      ).data.success,
  })

export const catalystRequestsQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.catalystRequests(),
    queryFn: async ({ signal }): Promise<CatalystRequest[]> =>
      (await (await sdk()).getCounsellorsRequests({ throwOnError: true, signal })).data.success,
    refetchInterval: REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  })

export const studentRequestsQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.studentRequests(),
    queryFn: async ({ signal }): Promise<StudentRequest[]> =>
      (await (await sdk()).getStudentsRequestData({ throwOnError: true, signal })).data.success,
    refetchInterval: REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  })

export const catalystsQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.catalysts(),
    queryFn: async ({ signal }): Promise<Catalyst[]> =>
      (await (await sdk()).getCounsellors({ throwOnError: true, signal })).data.success,
    // Each card is a Catalyst's own profile, which they may have just saved: fresh on every visit.
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
