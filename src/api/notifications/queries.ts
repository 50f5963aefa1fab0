import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'

import type {
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationPreference,
} from '../generated/types.gen'
import { refreshAfter } from '../live-events'
import { notificationKeys } from './keys'

export type { Notification, NotificationKind, NotificationPage, NotificationPreference }
export { notificationKeys }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/** The page size the centre asks for (the contract allows up to 50). */
export const NOTIFICATION_PAGE_SIZE = 20

/** GET /notifications/unread-count: the bell's number; the live event keeps it fresh. */
export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }): Promise<number> =>
      (await (await sdk()).getUnreadNotificationCount({ throwOnError: true, signal })).data.success
        .unread,
  })

/** GET /notifications, a page more each time (cursor paging, newest first). */
export const notificationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> =>
      (
        await (
          await sdk()
        ).listNotifications({
          query: { limit: NOTIFICATION_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          throwOnError: true,
          signal,
        })
      ).data.success,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

/** GET /notifications/preferences: every kind, in-app and e-mail. */
export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: async ({ signal }): Promise<NotificationPreference[]> =>
      (await (await sdk()).getNotificationPreferences({ throwOnError: true, signal })).data.success
        .preferences,
  })

/** What the live `notifications changed` refetches in other tabs, refetched in this one. */
function refreshNotifications(queryClient: QueryClient) {
  return refreshAfter(queryClient, 'notifications changed')
}

/** POST /notifications/{id}/read: opening an entry, or its own Mark as read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (notificationId: string) =>
      (await (await sdk()).markNotificationRead({ path: { notificationId }, throwOnError: true }))
        .data.success,
    onSettled: () => refreshNotifications(queryClient),
  })
}

/** POST /notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      (await (await sdk()).markAllNotificationsRead({ throwOnError: true })).data.success,
    onSettled: () => refreshNotifications(queryClient),
  })
}

/**
 * POST /notifications/preferences: the saved settings replace the cached ones. A failure is
 * the caller's to show beside the form (no toast), so nothing toggled is lost.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (preferences: NotificationPreference[]) =>
      (
        await (
          await sdk()
        ).updateNotificationPreferences({ body: { preferences }, throwOnError: true })
      ).data.success.preferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  })
}
