import { queryOptions } from '@tanstack/react-query'

import type {
  DashboardLearningData,
  DashboardStudentsData,
  LearnHubProgressDetail,
} from '../generated/types.gen'

export type { DashboardLearningData, DashboardStudentsData, LearnHubProgressDetail }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/**
 * Server state of the Catalyst dashboard (spec part 1 sections 2, 3, 7). Every figure is computed
 * by the server from the same data the other screens change, so `dashboardKeys.all` is
 * invalidated by nothing in particular: the dashboard reads afresh when it is opened.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  students: () => [...dashboardKeys.all, 'students'] as const,
  learning: () => [...dashboardKeys.all, 'learning'] as const,
  learningYear: (year: number) => [...dashboardKeys.all, 'learning-year', year] as const,
}

/** GET /dashboard/getDashboardStudentsData: donut, interactions, check-ins, heatmap. */
export const dashboardStudentsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.students(),
    queryFn: async ({ signal }): Promise<DashboardStudentsData> =>
      (await (await sdk()).getDashboardStudentsData({ throwOnError: true, signal })).data.success,
  })

/** GET /dashboard/getNextLearningsAndLearnHubProgress: timeline and forthcoming topics. */
export const dashboardLearningQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.learning(),
    queryFn: async ({ signal }): Promise<DashboardLearningData> =>
      (await (await sdk()).getNextLearningsAndLearnHubProgress({ throwOnError: true, signal })).data
        .success,
  })

/** GET /dashboard/getLearnHubProgressWithYear: the learning card's year tab. */
export const learnHubProgressYearQueryOptions = (year: number) =>
  queryOptions({
    queryKey: dashboardKeys.learningYear(year),
    queryFn: async ({ signal }): Promise<LearnHubProgressDetail[]> =>
      (
        await (
          await sdk()
        ).getLearnHubProgressWithYear({ query: { year }, throwOnError: true, signal })
      ).data.success.learnHubProgressDetails,
  })
