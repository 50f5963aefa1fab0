import { useInfiniteQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'

import { activityLogQueryOptions, type ActivityEntry } from '@/api/activity/queries'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { RelativeTime } from '@/components/ui/relative-time'

/** The spec is silent on these: they say what the list shows or what went wrong. */
export const NO_ACTIVITY = 'No activity yet'
export const ACTIVITY_FAILED = 'Your activity could not be loaded.'

/**
 * The account's activity, newest first (issue 13): what was done anywhere in the app, with the
 * time it happened; more on demand, in the one paged list. Shared by the header drawer and the
 * full page.
 */
export function ActivityList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const query = useInfiniteQuery(activityLogQueryOptions())
  return (
    <PagedList
      query={query}
      itemsOf={(page) => page.results}
      showCount={false}
      renderItem={(entry) => <ActivityRow entry={entry} />}
      label="Activity"
      noun={{ one: 'activity', other: 'activities' }}
      errorMessage={ACTIVITY_FAILED}
      empty={<EmptyState headingLevel={headingLevel} icon={<History />} title={NO_ACTIVITY} />}
      variant="in-card"
    />
  )
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  return (
    <div className="flex items-start justify-between gap-3 text-sm">
      <span className="min-w-0 break-words">{entry.text}</span>
      <RelativeTime at={entry.at} className="shrink-0 text-xs text-muted-foreground" />
    </div>
  )
}
