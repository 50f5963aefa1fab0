import { TOKEN_REFRESH_LEAD_MS } from '@/config/constants'

import { readTokenExpiry } from './jwt'
import type { Auth } from './auth'

export interface RefreshSchedulerOptions {
  auth: Auth
  /** Exchanges the refresh token for a new access token and, when the server rotates it, a new refresh token. */
  refresh: (refreshToken: string) => Promise<{ accessToken: string; refreshToken?: string }>
  /** Called when a refresh fails; the timer has stopped by then. */
  onFailure: (error: unknown) => void
  /** Clock, replaceable in tests. */
  now?: () => number
}

/**
 * Refreshes the access token every (token lifetime minus 5 minutes), spec part 1 section 4: the
 * next run is scheduled from the token's `exp`. On failure the timer stops and `onFailure` runs;
 * on success `auth` stores the new token (its listeners reconnect the live socket).
 * A token already inside its last 5 minutes is refreshed at once, except one this scheduler has
 * just received: a server issuing tokens of 5 minutes or less would otherwise be asked again and
 * again without pause, so such a token is refreshed halfway through its life. A refresh that
 * answers an already expired token counts as failed.
 */
export function startRefreshScheduler(options: RefreshSchedulerOptions): () => void {
  const { auth, refresh, onFailure } = options
  const now = options.now ?? Date.now
  let timer: ReturnType<typeof setTimeout> | undefined
  let scheduledFor: string | null = null
  let received: string | null = null
  let stopped = false

  const run = async () => {
    timer = undefined
    const refreshToken = auth.getRefreshToken()
    if (!refreshToken || !auth.isSignedIn()) return
    try {
      const { accessToken, refreshToken: next } = await refresh(refreshToken)
      const expiry = readTokenExpiry(accessToken)
      if (expiry && expiry.getTime() <= now())
        throw new Error('The refreshed access token has already expired')
      received = accessToken
      if (!stopped && auth.isSignedIn()) auth.refreshed(accessToken, next)
    } catch (error) {
      if (!stopped) onFailure(error)
    }
  }

  const schedule = () => {
    const token = auth.getAccessToken()
    if (token === scheduledFor) return
    clearTimeout(timer)
    timer = undefined
    scheduledFor = token
    if (!token) return
    const expiry = readTokenExpiry(token)
    if (!expiry) return
    const remaining = expiry.getTime() - now()
    const delay =
      remaining > TOKEN_REFRESH_LEAD_MS
        ? remaining - TOKEN_REFRESH_LEAD_MS
        : token === received
          ? remaining / 2
          : 0
    timer = setTimeout(() => void run(), Math.max(0, delay))
  }

  schedule()
  const unsubscribe = auth.subscribe(schedule)
  return () => {
    stopped = true
    clearTimeout(timer)
    unsubscribe()
  }
}
