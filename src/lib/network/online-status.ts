import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

import { ApiError } from '@/api/api-error'
import { NETWORK_ERROR_MESSAGE } from '@/lib/error-messages'

/**
 * One online state for the whole app: TanStack Query's onlineManager, made to follow
 * `navigator.onLine`. Its default listener assumes "online" at start and trusts the event names
 * only; reading the browser's flag on every event (and at start) keeps the offline notice, paused
 * mutations and paused queries in step with what the browser reports.
 */
export function trackBrowserOnlineStatus(): void {
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return undefined
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  })
}

export function isOnline(): boolean {
  return onlineManager.isOnline()
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)

/** True while the app considers itself online; re-renders on every change. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/**
 * For writes that must not wait for the connection (sign-in): fails at once while offline with
 * the spec's no-response message (part 1 section 8), instead of being queued. Such a mutation also
 * sets `networkMode: 'always'`, or the query client would pause it before this runs.
 */
export function assertOnline(): void {
  if (isOnline()) return
  throw new ApiError({ kind: 'network', status: null, message: NETWORK_ERROR_MESSAGE })
}
