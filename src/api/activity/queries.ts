import { infiniteQueryOptions } from '@tanstack/react-query'

import type { ActivityEntry, ActivityPage } from '../generated/types.gen'

export type { ActivityEntry, ActivityPage }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/** Server state of the activity log (issue 13; openapi.yaml getActivityLog). */
export const activityKeys = {
  all: ['activity'] as const,
  log: () => [...activityKeys.all, 'log'] as const,
}

/** GET /activity/log: newest first, 20 a page, the next page while `hasMore`. */
export const activityLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: activityKeys.log(),
    queryFn: async ({ pageParam, signal }): Promise<ActivityPage> =>
      (
        await (
          await sdk()
        ).getActivityLog({ query: { page: pageParam }, throwOnError: true, signal })
      ).data.success,
    initialPageParam: 1,
    getNextPageParam: (page) => (page.hasMore ? page.page + 1 : undefined),
  })
