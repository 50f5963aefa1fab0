import type { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router'

import { showToastsSavedForReload, toast } from '@/lib/toast'

import { setAccessTokenGetter } from '@/api/access-token'
import { isApiError } from '@/api/api-error'
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/config/constants'
import { onFirstInteraction } from '@/lib/lazy'
import { startRefreshScheduler } from '@/lib/auth/refresh-scheduler'
import { createAuth, type Auth } from '@/lib/auth/auth'
import { createBrowserTokenStore, type TokenStore } from '@/lib/auth/token-store'

import { createAppQueryClient } from './query-client'
import { createAppRouter, type AppRouter } from './router'

export interface AppInstance {
  queryClient: QueryClient
  auth: Auth
  router: AppRouter
  /** Stops the app's timers (tests and stories unmount apps). */
  dispose: () => void
}

export interface CreateAppOptions {
  tokenStore?: TokenStore
  history?: RouterHistory
  /** Tests turn retries off so failures show at once. */
  queryRetries?: boolean
}

/** Wires the sign-in (auth), query client and router together; used by main.tsx, tests and stories. */
export function createApp(options: CreateAppOptions = {}): AppInstance {
  const auth = createAuth(options.tokenStore ?? createBrowserTokenStore())
  setAccessTokenGetter(() => auth.getAccessToken())
  // The HTTP stack is not on the first load (src/api/sdk.ts). A signed-in user's first page calls
  // the API at once, so it starts loading now; a visitor's starts with their first interaction.
  const loadApi = () => import('@/api/sdk')
  if (auth.isSignedIn()) void loadApi()
  else if (typeof document !== 'undefined') onFirstInteraction(loadApi)

  // The query client needs the router (401 redirect) and the router needs the query client.
  const routerRef: { current?: AppRouter } = {}
  let pendingRedirect: ReturnType<typeof setTimeout> | undefined
  // Spec part 1 section 4: a 401 clears the tokens and redirects to login after 300 ms.
  const onUnauthorized = () => {
    if (!auth.isSignedIn()) return
    auth.end()
    clearTimeout(pendingRedirect)
    pendingRedirect = setTimeout(() => {
      queryClient.clear()
      const router = routerRef.current
      // A route guard that met this 401 has already sent the user to login with a returnUrl;
      // navigating again would drop it.
      if (router?.state.location.pathname === '/auth/login') return
      void router?.navigate({ to: '/auth/login', replace: true })
    }, UNAUTHORIZED_REDIRECT_DELAY_MS)
  }
  const queryClient = createAppQueryClient({ onUnauthorized })
  if (options.queryRetries === false) {
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    })
  }
  const router = createAppRouter(
    { queryClient, auth },
    { history: options.history ?? createBrowserHistory() },
  )
  routerRef.current = router
  // Toasts raised just before a reload (logout) show on the new page.
  if (typeof sessionStorage !== 'undefined') showToastsSavedForReload()
  // Spec part 1 section 4: refresh before expiry; a failure stops the timer and says so, and a
  // refused refresh token (401) is a 401 like any other: the sign-in ends.
  const stopRefreshing = startRefreshScheduler({
    auth,
    refresh: async (refreshToken) =>
      (await import('@/api/auth/mutations')).refreshAccessToken(refreshToken),
    onFailure: (error) => {
      toast.error('Error while refreshing the access token')
      if (isApiError(error) && error.status === 401) onUnauthorized()
    },
  })
  return { queryClient, auth, router, dispose: stopRefreshing }
}
