import { useInfiniteQuery } from '@tanstack/react-query'
import { History, RotateCw } from 'lucide-react'

import { activityLogQueryOptions, type ActivityEntry } from '@/api/activity/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { RelativeTime } from '@/components/ui/relative-time'

/** The spec is silent on these: they say what the list shows or what went wrong. */
export const NO_ACTIVITY = 'No activity yet'
export const ACTIVITY_FAILED = 'Your activity could not be loaded.'

/**
 * The account's activity, newest first (issue 13): what was done anywhere in the app, with the
 * time it happened; more on demand. Shared by the header drawer and the full page.
 */
export function ActivityList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const query = useInfiniteQuery(activityLogQueryOptions())
  const entries = query.data?.pages.flatMap((page) => page.results) ?? []
  if (query.isPending)
    return (
      <div role="status" aria-busy className="flex flex-col gap-3" aria-label="Loading activity">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    )
  if (query.isError && entries.length === 0)
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon={<History />}
        title={ACTIVITY_FAILED}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden /> Retry
          </Button>
        }
      />
    )
  if (entries.length === 0)
    return <EmptyState headingLevel={headingLevel} icon={<History />} title={NO_ACTIVITY} />
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Activity" className="flex flex-col divide-y divide-border">
        {entries.map((entry) => (
          <ActivityRow key={entry.id} entry={entry} />
        ))}
      </ol>
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

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2.5 text-sm">
      <span className="min-w-0 break-words">{entry.text}</span>
      <RelativeTime at={entry.at} className="shrink-0 text-xs text-muted-foreground" />
    </li>
  )
}
