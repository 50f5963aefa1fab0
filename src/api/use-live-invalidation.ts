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
  useEffect(() => {
    if (!live) return undefined
    const stops = [
      ...LIVE_EVENTS.map((event) => follow(live.socket, queryClient, event)),
      live.onResync(() => void refreshAfterResync(queryClient)),
    ]
    return () => stops.forEach((stop) => stop())
  }, [live, queryClient])
}
