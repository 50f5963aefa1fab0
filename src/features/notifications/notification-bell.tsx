import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'

import { unreadNotificationsQueryOptions } from '@/api/notifications/queries'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { unreadLabel } from '@/lib/format/counts'

/**
 * The header's bell for both roles (issue 35), in the pattern of the Catalyst's chat icon: the
 * unread count as a badge (9+ above 9), opening the notification centre. The live
 * `notifications changed` keeps the count current in every tab.
 */
export function NotificationBell() {
  const unread = useQuery(unreadNotificationsQueryOptions()).data ?? 0
  return (
    <Link
      to="/notifications"
      className={cn(buttonVariants({ variant: 'ghost', size: 'md' }), 'relative px-2.5')}
    >
      <Bell aria-hidden className="size-5" />
      <span className="sr-only">
        Notifications{unread > 0 ? `, ${unreadLabel(unread)} unread` : ''}
      </span>
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="notifications-unread"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
        >
          {unreadLabel(unread)}
        </span>
      ) : null}
    </Link>
  )
}
