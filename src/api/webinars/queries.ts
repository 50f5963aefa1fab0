import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import { calendarFileOf, type CalendarFile } from '../calendar-file'
import type {
  Webinar,
  WebinarPage,
  WebinarRegistrationState,
  WebinarScope,
} from '../generated/types.gen'
import { refreshAfter } from '../live-events'
import { webinarKeys, type WebinarListParams } from './keys'

export type { CalendarFile, Webinar, WebinarPage, WebinarRegistrationState, WebinarScope }
export { webinarKeys, type WebinarListParams }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/**
 * After a registration or a departure of one's own: what the live `webinars changed` refetches
 * in the other tabs (src/api/live-events.ts), refetched in this one.
 */
export function refreshWebinars(queryClient: QueryClient) {
  return refreshAfter(queryClient, 'webinars changed')
}

/** GET /webinars, a page more each time: the Webinars page's list with Show more (`hasMore`). */
export const webinarPagesQueryOptions = (params: WebinarListParams) =>
  infiniteQueryOptions({
    queryKey: webinarKeys.pages(params),
    queryFn: async ({ signal, pageParam }): Promise<WebinarPage> =>
      (
        await (
          await sdk()
        ).listWebinars({ query: { ...params, page: pageParam }, throwOnError: true, signal })
      ).data.success,
    initialPageParam: 1,
    getNextPageParam: (last: WebinarPage) => (last.hasMore ? last.page + 1 : undefined),
  })

/**
 * POST /webinars/{webinarId}/register: a seat, or a place on the waitlist (the answer's
 * `registration` says which). A refusal (started, full, the plan) is toasted in the server's
 * words by the central handler.
 */
export function useRegisterForWebinar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (webinarId: string): Promise<Webinar> =>
      (await (await sdk()).registerForWebinar({ path: { webinarId }, throwOnError: true })).data
        .success,
    onSettled: () => refreshWebinars(queryClient),
  })
}

/** POST /webinars/{webinarId}/unregister: gives up the seat or leaves the waitlist. */
export function useUnregisterFromWebinar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (webinarId: string): Promise<Webinar> =>
      (await (await sdk()).unregisterFromWebinar({ path: { webinarId }, throwOnError: true })).data
        .success,
    onSettled: () => refreshWebinars(queryClient),
  })
}

/** GET /webinars/{webinarId}/calendar: the seat's `.ics`, named as the server names it. */
export async function downloadWebinarCalendar(webinarId: string): Promise<CalendarFile> {
  const answer = await (await sdk()).getWebinarCalendar({ path: { webinarId }, throwOnError: true })
  return calendarFileOf(answer, 'catalyst-webinar.ics')
}
