import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { SOCKET_EVENTS } from '@/lib/socket/events'
import { useLiveSocket } from '@/lib/socket/live-socket-context'

import { refreshSessions } from './keys'

/**
 * Follows the live socket's `sessions changed` (openapi/asyncapi.yaml, issue 29): a session booked,
 * moved or cancelled by either person shows in every open tab of both within a second (lists,
 * slots, the next session, the planner); after a reconnection the same is fetched again.
 */
export function useLiveSessions(): void {
  const live = useLiveSocket()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!live) return undefined
    const onChange = () => void refreshSessions(queryClient)
    live.socket.on(SOCKET_EVENTS.sessionsChanged, onChange)
    const stopResync = live.onResync(onChange)
    return () => {
      live.socket.off(SOCKET_EVENTS.sessionsChanged, onChange)
      stopResync()
    }
  }, [live, queryClient])
}
