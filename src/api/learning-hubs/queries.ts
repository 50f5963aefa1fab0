import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import type {
  AppliedHub,
  FileAnswer,
  FormAnswers,
  LearnHub,
  Module,
  ProvisionHubRequest,
} from '../generated/types.gen'

export type { AppliedHub, FileAnswer, FormAnswers, LearnHub, Module, ProvisionHubRequest }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/**
 * Learning hubs and the caller's applications (spec part 2 sections 2, 3, 4 and 7). An
 * application's status changes on the server (acceptance, progress on the hosted course), so the
 * lists refetch when the tab comes back into focus.
 */
export const learnHubKeys = {
  all: ['learning-hubs'] as const,
  newHubs: () => [...learnHubKeys.all, 'new'] as const,
  applied: () => [...learnHubKeys.all, 'applied'] as const,
  detail: (learnHubId: string) => [...learnHubKeys.all, 'detail', learnHubId] as const,
}

/** GET /auth/LearnHub/newHubList: hubs open to the caller (data.success.learnHub). */
export const newHubsQueryOptions = () =>
  queryOptions({
    queryKey: learnHubKeys.newHubs(),
    queryFn: async ({ signal }): Promise<LearnHub[]> =>
      (await (await sdk()).newHubList({ throwOnError: true, signal })).data.success.learnHub,
    refetchOnWindowFocus: true,
  })

/** GET /auth/LearnHub/appliedList: the caller's applications (data.success.appliedLearnHubs). */
export const appliedHubsQueryOptions = () =>
  queryOptions({
    queryKey: learnHubKeys.applied(),
    queryFn: async ({ signal }): Promise<AppliedHub[]> =>
      (await (await sdk()).appliedHubList({ throwOnError: true, signal })).data.success
        .appliedLearnHubs,
    refetchOnWindowFocus: true,
  })

/**
 * GET /moodle/startMyExperience/{moodleId}: the hosted course's address (data.success). Run on a
 * click, so a mutation; the screen words its failures (spec part 2 section 8).
 */
export function useStartExperience() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (moodleId: number): Promise<string> =>
      (await (await sdk()).startMyExperience({ path: { moodleId }, throwOnError: true })).data
        .success,
  })
}

/** GET /auth/LearnHub/{id}/viewDetail: the hub (data.success); 404 when there is none. */
export const hubDetailQueryOptions = (learnHubId: string) =>
  queryOptions({
    queryKey: learnHubKeys.detail(learnHubId),
    queryFn: async ({ signal }): Promise<LearnHub> =>
      (await (await sdk()).viewHubDetail({ path: { id: learnHubId }, throwOnError: true, signal }))
        .data.success,
  })

/**
 * POST /auth/LearnHub/provision: apply to a hub with the wizard's answers (data.success is the new
 * application). The screen words its failures (it keeps the answers and says why), so no global
 * toast; on success the hub leaves the new list and joins the applications.
 */
export function useProvisionHub() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (body: ProvisionHubRequest): Promise<AppliedHub> =>
      (await (await sdk()).provisionHub({ body, throwOnError: true })).data.success,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnHubKeys.all }),
  })
}
