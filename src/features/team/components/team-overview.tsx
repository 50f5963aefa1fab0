import { useQuery } from '@tanstack/react-query'

import { teamOverviewQueryOptions } from '@/api/team/queries'
import { Avatar } from '@/components/ui/avatar'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/format/dates'

import { TEAM_WORDS as W } from '../team-words'

/**
 * The team overview (GET /team/overview): per member, their students, the students' requests
 * waiting for them and their sessions this week (Monday to Sunday in the lead's time zone).
 */
export function TeamOverviewSection() {
  const overview = useQuery(teamOverviewQueryOptions())
  let body
  if (overview.isPending) {
    body = <Skeleton aria-hidden className="h-24 w-full" />
  } else if (overview.isError) {
    body = (
      <RetryError
        size="sm"
        message={W.overviewFailed}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    )
  } else if (overview.data.members.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        The overview fills in once a counsellor has joined your team.
      </p>
    )
  } else {
    const { weekStart, weekEnd } = overview.data
    const lastDay = new Date(Date.parse(weekEnd) - 1)
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          This week: {formatDate(weekStart)} to {formatDate(lastDay)}
        </p>
        <ul aria-label={W.overviewTitle} className="grid gap-3 sm:grid-cols-2">
          {overview.data.members.map((row) => (
            <li key={row.member.id} className="flex flex-col gap-3 rounded-lg border p-4">
              <div className="flex items-center gap-3">
                <Avatar name={row.member.name} src={row.member.picture} alt="" size="sm" />
                <span className="truncate font-medium">{row.member.name}</span>
              </div>
              <dl className="grid grid-cols-3 gap-2 text-center">
                <Count label="Students" value={row.connectedStudents} />
                <Count label="Open requests" value={row.openRequests} />
                <Count label="Sessions this week" value={row.sessionsThisWeek} />
              </dl>
            </li>
          ))}
        </ul>
      </>
    )
  }
  return (
    <section aria-labelledby="team-overview" className="flex flex-col gap-3">
      <h2 id="team-overview" className="text-lg font-semibold">
        {W.overviewTitle}
      </h2>
      {body}
    </section>
  )
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  )
}
