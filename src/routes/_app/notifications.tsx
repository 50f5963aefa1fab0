import { createFileRoute } from '@tanstack/react-router'

import { requireRole } from '@/app/guards'
import { NotificationCentrePage } from '@/features/notifications/notification-centre-page'
import { normalizeRole } from '@/lib/roles'

/** Each role's notification preferences, under its profile. */
const PREFERENCES = {
  counsellor: '/counselor-profile/notifications',
  student: '/student-profile/notifications',
} as const

/** The notification centre (issue 35): both roles, reached from the header's bell. */
export const Route = createFileRoute('/_app/notifications')({
  staticData: { title: 'Notifications' },
  beforeLoad: async ({ context, location }) => ({
    role: normalizeRole((await requireRole(context, location, ['student', 'counsellor'])).role),
  }),
  // Starts the first page while the page's code loads; the page shows its own states.
  loader: async ({ context }) => {
    const { notificationPagesQueryOptions } = await import('@/api/notifications/queries')
    void context.queryClient.prefetchInfiniteQuery(notificationPagesQueryOptions())
  },
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const { role } = Route.useRouteContext()
  return <NotificationCentrePage preferencesPath={PREFERENCES[role ?? 'student']} />
}
