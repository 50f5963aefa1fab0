import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'

import {
  notificationPagesQueryOptions,
  useMarkNotificationRead,
  type Notification,
} from '@/api/notifications/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { RelativeTime } from '@/components/ui/relative-time'
import { cn } from '@/lib/cn'

export const NO_NOTIFICATIONS = 'No notifications yet'
export const NO_NOTIFICATIONS_HINT =
  'When someone answers a request, books a session or recommends a pathway, it shows here.'
export const NOTIFICATIONS_FAILED = 'Your notifications could not be loaded.'

/**
 * The notification centre's list (issue 35): newest first, grouped by the viewer's day, a page
 * more on demand, in the one paged list. Opening an entry goes where it happened and marks it
 * read.
 */
export function NotificationList() {
  const query = useInfiniteQuery(notificationPagesQueryOptions())
  return (
    <PagedList
      query={query}
      itemsOf={(page) => page.results}
      showCount={false}
      dayOf={(entry) => entry.at}
      renderItem={(entry) => <NotificationRow entry={entry} />}
      label="Notifications"
      noun={{ one: 'notification', other: 'notifications' }}
      errorMessage={NOTIFICATIONS_FAILED}
      empty={
        <EmptyState icon={<Bell />} title={NO_NOTIFICATIONS} description={NO_NOTIFICATIONS_HINT} />
      }
      variant="in-card"
    />
  )
}

function NotificationRow({ entry }: { entry: Notification }) {
  const markRead = useMarkNotificationRead()
  const read = () => {
    if (!entry.read) markRead.mutate(entry.id)
  }
  return (
    <div className="flex items-start gap-3 text-sm">
      <span
        aria-hidden
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          entry.read ? 'bg-transparent' : 'bg-primary',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={entry.link}
          onClick={read}
          className={cn(
            'break-words hover:underline',
            entry.read ? 'text-muted-foreground' : 'font-medium',
          )}
        >
          {entry.title}
          {entry.read ? null : <span className="sr-only"> (unread)</span>}
        </Link>
        <RelativeTime at={entry.at} className="text-xs text-muted-foreground" />
      </div>
      {entry.read ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          loading={markRead.isPending}
          loadingLabel="Marking as read"
          onClick={read}
          aria-label={`Mark as read: ${entry.title}`}
        >
          Mark as read
        </Button>
      )}
    </div>
  )
}
