import { createFileRoute } from '@tanstack/react-router'

import { NotificationPreferencesPage } from '@/features/notifications/notification-preferences-page'

/** The Catalyst's notification preferences (issue 35), under their profile. */
export const Route = createFileRoute('/_app/_counsellor/counselor-profile_/notifications')({
  staticData: { title: 'Notification preferences' },
  loader: async ({ context }) => {
    const { notificationPreferencesQueryOptions } = await import('@/api/notifications/queries')
    void context.queryClient.prefetchQuery(notificationPreferencesQueryOptions())
  },
  component: NotificationPreferencesPage,
})
