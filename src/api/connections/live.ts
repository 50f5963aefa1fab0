import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { SOCKET_EVENTS } from '@/lib/socket/events'
import { useLiveSocket } from '@/lib/socket/live-socket-context'

import { chatKeys } from '../chat/queries'
import { dashboardKeys } from '../dashboard/queries'
import { profileKeys } from '../profile/queries'
import { studentKeys } from '../students/queries'
import { connectionKeys } from './queries'

/**
 * What a request made or decided changes, anywhere: both request lists and their counts, the
 * sent invitations, the directory and the student's connected Catalyst (connectionKeys.all), the
 * profile, a Catalyst's students and dashboard, and who one may chat with.
 */
export function refreshAfterRequestChange(queryClient: QueryClient) {
  return Promise.all(
    [
      connectionKeys.all,
      profileKeys.all,
      studentKeys.list(),
      dashboardKeys.all,
      chatKeys.contacts(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}

/**
 * Follows the live socket's `requests changed` (openapi/socket-events.md): the other person's
 * invitation, request or decision shows in every open tab within a second, not at the lists'
 * next poll; after a reconnection the same is fetched again, for what was missed meanwhile.
 */
export function useLiveRequests(): void {
  const live = useLiveSocket()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!live) return undefined
    const refresh = () => void refreshAfterRequestChange(queryClient)
    live.socket.on(SOCKET_EVENTS.requestsChanged, refresh)
    const stopResync = live.onResync(refresh)
    return () => {
      live.socket.off(SOCKET_EVENTS.requestsChanged, refresh)
      stopResync()
    }
  }, [live, queryClient])
}
