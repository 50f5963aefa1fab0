import { queryOptions } from '@tanstack/react-query'

import type { CurrentUser } from '../generated/types.gen'

export type { CurrentUser }

/** Query keys of the profile tag: invalidate by `profileKeys.all` to reload everything. */
export const profileKeys = {
  all: ['profile'] as const,
  currentUser: () => [...profileKeys.all, 'current-user'] as const,
}

/** The signed-in user (spec part 1 section 3: the profile answer's success field). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.currentUser(),
    queryFn: async ({ signal }): Promise<CurrentUser> => {
      // Loaded with the first call: the guards need this query before any page, the HTTP stack
      // need not be on the first load (src/api/sdk.ts).
      const { getUserProfileInfo } = await import('../sdk')
      const { data } = await getUserProfileInfo({ throwOnError: true, signal })
      return data.success
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  })
