import { queryOptions } from '@tanstack/react-query'

import type { AssignedCatalyst } from '../generated/types.gen'
import { connectionKeys, sdk } from './queries'

export type { AssignedCatalyst }

/**
 * The student's connected Catalyst (GET /user/counsellingInfo), or null when none. Neither the
 * profile nor the request list says whether a student is connected; this does, so the Catalyst
 * Request drawer can warn before an accept drops the connection (spec part 1 section 4). Keyed
 * under `connectionKeys.all`, so every connection mutation refreshes it.
 */
export const counsellingInfoKey = () => [...connectionKeys.all, 'counselling-info'] as const

export const counsellingInfoQueryOptions = () =>
  queryOptions({
    queryKey: counsellingInfoKey(),
    queryFn: async ({ signal }): Promise<AssignedCatalyst | null> =>
      (await (await sdk()).getCounsellingInfo({ throwOnError: true, signal })).data.success,
  })

/** Connected: an assigned Catalyst whose link is accepted (InviteStatus 1). */
export function isConnected(info: AssignedCatalyst | null | undefined): boolean {
  return info?.status === 1
}
