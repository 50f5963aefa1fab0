import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'

import { isApiError } from '@/api/api-error'
import { userMessageFor } from '@/lib/error-messages'
import { trackBrowserOnlineStatus } from '@/lib/network/online-status'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
    mutationMeta: AppQueryMeta
  }
}

/**
 * Per-call error policy (spec part 1 section 8). Mutations toast their failure by default;
 * queries are silent by default because the spec swallows failed reads (spinners stop, lists
 * stay empty) and screens show their own error states.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  /** true: toast with the generic rules; a string: toast this text; false: stay silent. */
  errorToast?: boolean | string
}

export interface QueryClientHooks {
  /** Any 401 answer ends the sign-in (spec part 1 section 4). */
  onUnauthorized: () => void
}

function toastFor(error: unknown, policy: boolean | string | undefined, byDefault: boolean) {
  if (isApiError(error) && error.status === 401) return
  const wanted = policy ?? byDefault
  if (wanted === false) return
  toast.error(typeof wanted === 'string' ? wanted : userMessageFor(error))
}

export function createAppQueryClient(hooks: QueryClientHooks): QueryClient {
  trackBrowserOnlineStatus()
  const handleUnauthorized = (error: unknown) => {
    if (isApiError(error) && error.status === 401) hooks.onUnauthorized()
  }
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        handleUnauthorized(error)
        toastFor(error, query.meta?.errorToast, false)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        handleUnauthorized(error)
        toastFor(error, mutation.meta?.errorToast, true)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; server and network errors get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status !== null && error.status < 500) && failureCount < 2,
      },
      // Offline (issue 4 part 4): a write is paused, counted in the offline notice and sent when
      // the browser is back online, so it is never lost silently. A write that must not wait
      // (sign-in) opts out with networkMode 'always' plus assertOnline() and fails at once.
      mutations: { retry: false, networkMode: 'online' },
    },
  })
}
