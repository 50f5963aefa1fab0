import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCheck, Settings } from 'lucide-react'

import {
  unreadNotificationsQueryOptions,
  useMarkAllNotificationsRead,
} from '@/api/notifications/queries'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

import { NotificationList } from './notification-list'

/**
 * The notification centre (issue 35): a page of its own for both roles (a popover would not
 * hold a paged, grouped list at 375 px), reached from the header's bell. `preferencesPath` is
 * the role's preferences page under its profile.
 */
export function NotificationCentrePage({ preferencesPath }: { preferencesPath: string }) {
  const unread = useQuery(unreadNotificationsQueryOptions()).data ?? 0
  const markAll = useMarkAllNotificationsRead()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            loading={markAll.isPending}
            loadingLabel="Marking all as read"
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden /> Mark all as read
          </Button>
          <Link to={preferencesPath} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <Settings aria-hidden /> Preferences
          </Link>
        </div>
      </div>
      <Card className="p-4 sm:p-5">
        <NotificationList />
      </Card>
    </div>
  )
}
