import { queryOptions } from '@tanstack/react-query'

import type { StudentPathway, StudentPathwayStep } from '../generated/types.gen'

export type { StudentPathway, StudentPathwayStep }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/**
 * The signed-in student's own pathway (spec part 2 sections 2, 3, 7: My Pathway). Their
 * Catalyst is read through `counsellingInfoQueryOptions` (src/api/connections).
 */
export const myPathwayKeys = {
  all: ['my-pathway'] as const,
  pathway: () => [...myPathwayKeys.all, 'pathway'] as const,
}

/** GET /user/recommendedPathway: null when the student has no pathway. */
export const myPathwayQueryOptions = () =>
  queryOptions({
    queryKey: myPathwayKeys.pathway(),
    queryFn: async ({ signal }): Promise<StudentPathway | null> =>
      (await (await sdk()).getRecommendedPathway({ throwOnError: true, signal })).data.success,
    // A step the Catalyst completes shows when the student comes back to the tab.
    refetchOnWindowFocus: true,
  })
