import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import { isApiError } from '../api-error'
import { calendarFileOf, fileNameOf, type CalendarFile } from '../calendar-file'
import type {
  AvailabilityState,
  CatalystAvailability,
  Session,
  SessionPage,
  SessionScope,
  SessionStatus,
  Slot,
  SlotList,
} from '../generated/types.gen'

export type {
  AvailabilityState,
  CatalystAvailability,
  Session,
  SessionPage,
  SessionScope,
  SessionStatus,
  Slot,
  SlotList,
}

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

import { refreshAfter } from '../live-events'
import { sessionKeys, type SessionListParams, type SlotRange } from './keys'

export { sessionKeys, type SessionListParams, type SlotRange }

/**
 * After a booking, move or cancellation of one's own: what the live `sessions changed` refetches
 * in the other tabs (src/api/live-events.ts), refetched in this one.
 */
export function refreshSessions(queryClient: QueryClient) {
  return refreshAfter(queryClient, 'sessions changed')
}

/** GET /sessions: a page of the caller's sessions. */
export const sessionListQueryOptions = (params: SessionListParams) =>
  queryOptions({
    queryKey: sessionKeys.list(params),
    queryFn: async ({ signal }): Promise<SessionPage> =>
      (await (await sdk()).listMySessions({ query: params, throwOnError: true, signal })).data
        .success,
  })

/** GET /sessions, a page more each time: the Sessions page's list with Show more (`hasMore`). */
export const sessionPagesQueryOptions = (params: Omit<SessionListParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.pages(params),
    queryFn: async ({ signal, pageParam }): Promise<SessionPage> =>
      (
        await (
          await sdk()
        ).listMySessions({ query: { ...params, page: pageParam }, throwOnError: true, signal })
      ).data.success,
    initialPageParam: 1,
    getNextPageParam: (last: SessionPage) => (last.hasMore ? last.page + 1 : undefined),
  })

/** GET /sessions/{sessionId}: one session of the caller. */
export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: async ({ signal }): Promise<Session> =>
      (await (await sdk()).getSession({ path: { sessionId }, throwOnError: true, signal })).data
        .success,
  })

/** GET /sessions/catalysts/{catalystId}/slots: the student's Catalyst's free slots. */
export const catalystSlotsQueryOptions = (catalystId: string, range: SlotRange = {}) =>
  queryOptions({
    queryKey: sessionKeys.catalystSlots(catalystId, range),
    queryFn: async ({ signal }): Promise<SlotList> =>
      (
        await (
          await sdk()
        ).getCatalystSlots({ path: { catalystId }, query: range, throwOnError: true, signal })
      ).data.success,
  })

/** GET /sessions/{sessionId}/slots: where a session may move. */
export const rescheduleSlotsQueryOptions = (sessionId: string, range: SlotRange = {}) =>
  queryOptions({
    queryKey: sessionKeys.rescheduleSlots(sessionId, range),
    queryFn: async ({ signal }): Promise<SlotList> =>
      (
        await (
          await sdk()
        ).getRescheduleSlots({ path: { sessionId }, query: range, throwOnError: true, signal })
      ).data.success,
  })

/** GET /sessions/availability: the Catalyst's availability and whether students can book. */
export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.availability(),
    queryFn: async ({ signal }): Promise<AvailabilityState> =>
      (await (await sdk()).getMyAvailability({ throwOnError: true, signal })).data.success,
  })

/** POST /sessions/availability: saves the whole availability. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient()
  return useMutation({
    // The editor shows the server's message in place, beside what was typed.
    meta: { errorToast: false },
    mutationFn: async (body: CatalystAvailability): Promise<AvailabilityState> =>
      (await (await sdk()).updateMyAvailability({ body, throwOnError: true })).data.success,
    onSuccess: (state) => {
      queryClient.setQueryData(sessionKeys.availability(), state)
      void queryClient.invalidateQueries({ queryKey: sessionKeys.slots() })
    },
    // Refused for the plan (it ended while the editor was open): the booking state changed too.
    onError: (error) => {
      if (isApiError(error) && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: sessionKeys.availability() })
    },
  })
}

export interface BookSessionInput {
  catalystId: string
  start: string
  topic: string
}

/** POST /sessions/book. */
export function useBookSession() {
  const queryClient = useQueryClient()
  return useMutation({
    // The booking dialog shows 409 and 429 in place and keeps the topic typed.
    meta: { errorToast: false },
    mutationFn: async (body: BookSessionInput): Promise<Session> =>
      (await (await sdk()).bookSession({ body, throwOnError: true })).data.success,
    onSettled: () => refreshSessions(queryClient),
  })
}

export interface RescheduleSessionInput {
  sessionId: string
  start: string
  reason: string
}

/** POST /sessions/{sessionId}/reschedule. */
export function useRescheduleSession() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async ({ sessionId, ...body }: RescheduleSessionInput): Promise<Session> =>
      (await (await sdk()).rescheduleSession({ path: { sessionId }, body, throwOnError: true }))
        .data.success,
    onSettled: () => refreshSessions(queryClient),
  })
}

export interface CancelSessionInput {
  sessionId: string
  reason: string
}

/** POST /sessions/{sessionId}/cancel. */
export function useCancelSession() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async ({ sessionId, ...body }: CancelSessionInput): Promise<Session> =>
      (await (await sdk()).cancelSession({ path: { sessionId }, body, throwOnError: true })).data
        .success,
    onSettled: () => refreshSessions(queryClient),
  })
}

export { fileNameOf, type CalendarFile }

/** GET /sessions/{sessionId}/calendar: the session's `.ics`, named as the server names it. */
export async function downloadSessionCalendar(sessionId: string): Promise<CalendarFile> {
  const answer = await (await sdk()).getSessionCalendar({ path: { sessionId }, throwOnError: true })
  return calendarFileOf(answer, 'catalyst-session.ics')
}
