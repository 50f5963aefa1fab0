import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarDays, CalendarRange } from 'lucide-react'
import type { ReactNode } from 'react'

import { sessionPagesQueryOptions } from '@/api/sessions/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import type { Role } from '@/lib/roles'

import { SESSIONS_MESSAGES, type SessionsTab } from '../session-rules'
import { SessionCard } from './session-card'

const countOf = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`

/** The empty list's next step: book (a student), set availability (a Catalyst). */
function NextStep({ role, bookButton }: { role: Role; bookButton: ReactNode }) {
  if (role === 'student') return bookButton
  return (
    <Button asChild variant="outline">
      <Link to="/availability">
        <CalendarRange aria-hidden />
        Set your availability
      </Link>
    </Button>
  )
}

/**
 * Upcoming or past sessions of the caller (issue 29), a page at a time from the server: Show more
 * reads the next while `hasMore`. Loading, failed and empty as the other list screens.
 */
export function SessionList({
  role,
  tab,
  bookButton,
}: {
  role: Role
  tab: SessionsTab
  /** The student's Book a session (nothing without a connected Catalyst). */
  bookButton: ReactNode
}) {
  const list = useInfiniteQuery(sessionPagesQueryOptions({ scope: tab }))
  const label = tab === 'upcoming' ? 'Upcoming sessions' : 'Past sessions'

  if (list.isError && !list.data) {
    return (
      <RetryError
        message={SESSIONS_MESSAGES.loadFailed}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    )
  }
  if (!list.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          Loading sessions...
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} aria-hidden className="flex flex-col gap-3 rounded-lg border p-4">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-3 w-40" />
            <div className="flex items-center gap-2">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    )
  }

  const sessions = list.data.pages.flatMap((page) => page.sessions)
  const total = list.data.pages.at(-1)?.total ?? sessions.length
  if (sessions.length === 0) {
    return (
      <EmptyState
        icon={<CalendarDays />}
        title={tab === 'upcoming' ? 'No upcoming sessions' : 'No past sessions'}
        description={
          role === 'student'
            ? 'Sessions you book with your Catalyst show here.'
            : 'Sessions your students book with you show here. Set when they can book you.'
        }
        action={<NextStep role={role} bookButton={bookButton} />}
      />
    )
  }
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {list.hasNextPage
          ? `Showing ${sessions.length} of ${countOf(total)}`
          : countOf(sessions.length)}
      </p>
      <ul aria-label={label} className="flex flex-col gap-3">
        {sessions.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} role={role} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          loading={list.isFetchingNextPage}
          loadingLabel="Loading more sessions"
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </section>
  )
}
