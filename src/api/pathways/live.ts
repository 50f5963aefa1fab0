import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { SOCKET_EVENTS, type PathwayChangedPayload } from '@/lib/socket/events'
import { useLiveSocket } from '@/lib/socket/live-socket-context'

import { dashboardKeys } from '../dashboard/queries'
import { studentKeys } from '../students/queries'
import { myPathwayKeys } from './queries'

/**
 * What a pathway recommended, changed or with a step completed changes: the student's own My
 * Pathway, and for the Catalyst that student's pathway and profile, the students list and the
 * dashboard that show progress. Each is refetched only where it is in the cache.
 */
export function refreshAfterPathwayChange(
  queryClient: QueryClient,
  change?: Pick<PathwayChangedPayload, 'studentId'>,
) {
  return Promise.all(
    [
      myPathwayKeys.all,
      change ? studentKeys.student(change.studentId) : studentKeys.all,
      studentKeys.list(),
      dashboardKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}

/**
 * Follows the live socket's `pathway changed` (openapi/socket-events.md): a pathway the Catalyst
 * recommends, or a step they mark complete, shows in the student's open tabs within a second (it
 * waited for the tab to be focused again); after a reconnection the same is fetched again.
 */
export function useLivePathways(): void {
  const live = useLiveSocket()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!live) return undefined
    const onChange = (payload: PathwayChangedPayload) =>
      void refreshAfterPathwayChange(queryClient, payload)
    const onResync = () => void refreshAfterPathwayChange(queryClient)
    live.socket.on(SOCKET_EVENTS.pathwayChanged, onChange)
    const stopResync = live.onResync(onResync)
    return () => {
      live.socket.off(SOCKET_EVENTS.pathwayChanged, onChange)
      stopResync()
    }
  }, [live, queryClient])
}
