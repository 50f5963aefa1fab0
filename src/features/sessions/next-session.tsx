import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarClock } from 'lucide-react'

import { sessionListQueryOptions } from '@/api/sessions/queries'

import { BookSessionButton } from './book-session-button'
import { JoinCallButton } from '@/components/calendar/join-call-button'
import { formatSessionTime, viewerTimeZone } from './session-rules'

/** The student's next booked session, for My Pathway (issue 29). */
const NEXT = { scope: 'upcoming', status: 'booked', pageSize: 1 } as const

/**
 * My Pathway's sessions part of the Catalyst card (issue 29): the student's next session (when,
 * Join call, all sessions) and Book a session.
 */
export function NextSessionPanel() {
  const next = useQuery(sessionListQueryOptions(NEXT))
  const session = next.data?.sessions[0]
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      {session ? (
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Next session
          </p>
          <p className="flex items-start gap-2 text-sm font-medium">
            <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <time dateTime={session.start}>{formatSessionTime(session)}</time>{' '}
              <span className="font-normal text-muted-foreground">({viewerTimeZone()})</span>
            </span>
          </p>
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{session.topic}</p>
        </div>
      ) : next.data ? (
        <p className="text-sm text-muted-foreground">No upcoming sessions.</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <BookSessionButton size="sm" variant={session ? 'outline' : 'primary'} />
        {session ? <JoinCallButton call={session} /> : null}
        <Link
          to="/sessions"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {session ? 'All sessions' : 'Your sessions'}
        </Link>
      </div>
    </div>
  )
}
