import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bell, RotateCw } from 'lucide-react'

import {
  notificationPagesQueryOptions,
  useMarkNotificationRead,
  type Notification,
} from '@/api/notifications/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { RelativeTime } from '@/components/ui/relative-time'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatLocalDate } from '@/lib/format/dates'

export const NO_NOTIFICATIONS = 'No notifications yet'
export const NO_NOTIFICATIONS_HINT =
  'When someone answers a request, books a session or recommends a pathway, it shows here.'
export const NOTIFICATIONS_FAILED = 'Your notifications could not be loaded.'

/** Entries by the day they happened (the viewer's own day), newest day first. */
function byDay(entries: Notification[]): Array<{ day: string; entries: Notification[] }> {
  const groups: Array<{ day: string; entries: Notification[] }> = []
  for (const entry of entries) {
    const day = formatLocalDate(entry.at)
    const last = groups[groups.length - 1]
    if (last?.day === day) last.entries.push(entry)
    else groups.push({ day, entries: [entry] })
  }
  return groups
}

/**
 * The notification centre's list (issue 35): newest first, grouped by day, a page more on
 * demand. Opening an entry goes where it happened and marks it read.
 */
export function NotificationList() {
  const query = useInfiniteQuery(notificationPagesQueryOptions())
  const entries = query.data?.pages.flatMap((page) => page.results) ?? []
  if (query.isPending)
    return (
      <div
        role="status"
        aria-busy
        aria-label="Loading notifications"
        className="flex flex-col gap-3"
      >
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    )
  if (query.isError && entries.length === 0)
    return (
      <EmptyState
        icon={<Bell />}
        title={NOTIFICATIONS_FAILED}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden /> Retry
          </Button>
        }
      />
    )
  if (entries.length === 0)
    return (
      <EmptyState icon={<Bell />} title={NO_NOTIFICATIONS} description={NO_NOTIFICATIONS_HINT} />
    )
  return (
    <div className="flex flex-col gap-5">
      {byDay(entries).map((group) => (
        <section
          key={group.day}
          aria-labelledby={`day-${group.day}`}
          className="flex flex-col gap-1"
        >
          <h2 id={`day-${group.day}`} className="text-xs font-semibold text-muted-foreground">
            {group.day}
          </h2>
          <ul className="flex flex-col divide-y divide-border">
            {group.entries.map((entry) => (
              <NotificationRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          loading={query.isFetchingNextPage}
          loadingLabel="Loading more"
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  )
}

function NotificationRow({ entry }: { entry: Notification }) {
  const markRead = useMarkNotificationRead()
  const read = () => {
    if (!entry.read) markRead.mutate(entry.id)
  }
  return (
    <li className="flex items-start gap-3 py-3 text-sm">
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
    </li>
  )
}
