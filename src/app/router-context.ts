import type { QueryClient } from '@tanstack/react-query'

import type { Auth } from '@/lib/auth/auth'

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient
  auth: Auth
}
