import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarDays, CalendarRange } from 'lucide-react'
import type { ReactNode } from 'react'

import { availabilityQueryOptions, sessionPagesQueryOptions } from '@/api/sessions/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import type { Role } from '@/lib/roles'

import { SESSIONS_MESSAGES, type SessionsTab } from '../session-rules'
import { hasSessionPlan } from './availability-line'
import { SessionCard } from './session-card'

const SESSION_NOUN = { one: 'session', other: 'sessions' }

/**
 * The empty list's next step: book (a student), set availability (a Catalyst whose plan includes
 * booking; without it the PlanOffer above is the way on, and nothing here offers what the plan
 * refuses: issue 36).
 */
function NextStep({ role, bookButton }: { role: Role; bookButton: ReactNode }) {
  const state = useQuery({ ...availabilityQueryOptions(), enabled: role !== 'student' })
  if (role === 'student') return bookButton
  if (!state.data || !hasSessionPlan(state.data)) return null
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
 * reads the next while `hasMore`. Loading, failed and empty as the other list screens (PagedList).
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
  return (
    <PagedList
      query={list}
      itemsOf={(page) => page.sessions}
      renderItem={(session) => <SessionCard session={session} role={role} />}
      label={tab === 'upcoming' ? 'Upcoming sessions' : 'Past sessions'}
      noun={SESSION_NOUN}
      errorMessage={SESSIONS_MESSAGES.loadFailed}
      empty={
        <EmptyState
          icon={<CalendarDays />}
          title={tab === 'upcoming' ? 'No upcoming sessions' : 'No past sessions'}
          description={
            role === 'student'
              ? 'Sessions you book with your Catalyst show here.'
              : 'Sessions your students book with you show here.'
          }
          action={<NextStep role={role} bookButton={bookButton} />}
        />
      }
    />
  )
}
