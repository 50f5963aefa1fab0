import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import type { LiveEvent, LiveEventPayloads } from '@/lib/socket/events'
import type { ChatSocket } from '@/lib/socket/events'
import { useLiveSocket } from '@/lib/socket/live-socket-context'

import { LIVE_EVENTS, refreshAfter, refreshAfterResync } from './live-events'

/** Refetches what `event` touches each time it arrives; returns the unsubscribe. */
function follow<E extends LiveEvent>(socket: ChatSocket, queryClient: QueryClient, event: E) {
  const onEvent = (change: LiveEventPayloads[E]) => void refreshAfter(queryClient, event, change)
  // socket.io's typed `on` cannot relate a generic event name to its listener.
  const listen = socket as unknown as {
    on(event: E, listener: typeof onEvent): void
    off(event: E, listener: typeof onEvent): void
  }
  listen.on(event, onEvent)
  return () => listen.off(event, onEvent)
}

/**
 * Follows every live event of the registry (src/api/live-events.ts): what changed elsewhere (the
 * other person's request or decision, a recommended pathway, a booked session) shows in every open
 * tab within a second, not at the next poll or focus; after a reconnection, everything they could
 * have changed is fetched again, for what was missed meanwhile.
 */
export function useLiveInvalidation(): void {
  const live = useLiveSocket()
  const queryClient = useQueryClient()
  useForgetAfterRestore(queryClient)
  useEffect(() => {
    if (!live) return undefined
    const stops = [
      ...LIVE_EVENTS.map((event) => follow(live.socket, queryClient, event)),
      live.onResync(() => void refreshAfterResync(queryClient)),
    ]
    return () => stops.forEach((stop) => stop())
  }, [live, queryClient])
}

/**
 * A page shown again from the back-forward cache (Back from the billing portal, say) wakes with
 * the answers it held when it was left, and its live socket missed every event meanwhile: until
 * the socket reconnected and fetched again, it said what was no longer true ("Students can book
 * you" seconds after a change to Basic; issue 36). Shown again, every open query reads again at
 * once, as on a fresh load; the answers stay on screen meanwhile (not reset), so a form the person
 * had typed into keeps what they typed.
 */
function useForgetAfterRestore(queryClient: QueryClient): void {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void queryClient.invalidateQueries()
    }
    addEventListener('pageshow', onShow)
    return () => removeEventListener('pageshow', onShow)
  }, [queryClient])
}
