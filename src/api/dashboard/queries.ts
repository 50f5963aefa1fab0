import { queryOptions } from '@tanstack/react-query'

import type {
  ConnectedStudentsData,
  DashboardLearningData,
  DashboardStudentsData,
  LearnHubProgressDetail,
  StudentRequestMonth,
} from '../generated/types.gen'

export type {
  ConnectedStudentsData,
  DashboardLearningData,
  DashboardStudentsData,
  LearnHubProgressDetail,
  StudentRequestMonth,
}

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/**
 * Server state of the Catalyst dashboard (spec part 1 sections 2, 3, 7). Every figure is computed
 * by the server from the same data the other screens change; the live events that change them
 * (requests, pathways, a plan: src/api/live-events.ts) invalidate `dashboardKeys.all`.
 *
 * Two kinds of read (issue 34): the smart dashboard's analysis (students, learning, requestTrend:
 * x-plan smart-dashboard, 403 without Prime or Elite Access, so the screen enables them only when
 * the plan includes it) and what every Catalyst keeps (counts, progress, learningYear).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  students: () => [...dashboardKeys.all, 'students'] as const,
  learning: () => [...dashboardKeys.all, 'learning'] as const,
  learningYear: (year: number) => [...dashboardKeys.all, 'learning-year', year] as const,
  requestTrend: (timeZone: string) => [...dashboardKeys.all, 'request-trend', timeZone] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
  progress: () => [...dashboardKeys.all, 'progress'] as const,
}

/** GET /dashboard/getDashboardStudentsData (smart dashboard): interactions, check-ins, countries. */
export const dashboardStudentsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.students(),
    queryFn: async ({ signal }): Promise<DashboardStudentsData> =>
      (await (await sdk()).getDashboardStudentsData({ throwOnError: true, signal })).data.success,
  })

/** GET /dashboard/getNextLearningsAndLearnHubProgress (smart dashboard): forthcoming topics. */
export const dashboardLearningQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.learning(),
    queryFn: async ({ signal }): Promise<DashboardLearningData> =>
      (await (await sdk()).getNextLearningsAndLearnHubProgress({ throwOnError: true, signal })).data
        .success,
  })

/** The viewer's time zone: the request chart's months begin at midnight there. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** GET /dashboard/studentRequestTrend (smart dashboard): requests per month, last 6 months. */
export const studentRequestTrendQueryOptions = (timeZone: string = viewerTimeZone()) =>
  queryOptions({
    queryKey: dashboardKeys.requestTrend(timeZone),
    queryFn: async ({ signal }): Promise<StudentRequestMonth[]> =>
      (
        await (
          await sdk()
        ).getStudentRequestTrend({ query: { timeZone }, throwOnError: true, signal })
      ).data.success.months,
  })

/** GET /dashboard/studentCounts (every Catalyst): the connected students donut. */
export const dashboardCountsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.counts(),
    queryFn: async ({ signal }): Promise<ConnectedStudentsData> =>
      (await (await sdk()).getDashboardStudentCounts({ throwOnError: true, signal })).data.success
        .connectedStudentsData,
  })

/** GET /dashboard/learnHubProgress (every Catalyst): the learning card's Upcoming tab. */
export const learnHubProgressQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.progress(),
    queryFn: async ({ signal }): Promise<LearnHubProgressDetail[]> =>
      (await (await sdk()).getLearnHubProgress({ throwOnError: true, signal })).data.success
        .learnHubProgressDetails,
  })

/** GET /dashboard/getLearnHubProgressWithYear (every Catalyst): the learning card's year tab. */
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
