import { queryOptions } from '@tanstack/react-query'

import '../client'
import { getUserProfileInfo } from '../generated/sdk.gen'
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
      const { data } = await getUserProfileInfo({ throwOnError: true, signal })
      return data.success
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  })
