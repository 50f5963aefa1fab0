import { useInfiniteQuery } from '@tanstack/react-query'
import { Presentation } from 'lucide-react'

import { webinarPagesQueryOptions } from '@/api/webinars/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'

import { WEBINARS_MESSAGES, type WebinarsTab } from '../webinar-rules'
import { WebinarCard } from './webinar-card'

const countOf = (count: number) => `${count} ${count === 1 ? 'webinar' : 'webinars'}`

/**
 * Upcoming (live ones included) or past webinars, a page at a time from the server: Show more
 * reads the next while `hasMore`. Loading, failed and empty as the other list screens.
 */
export function WebinarList({ tab, hasPlan }: { tab: WebinarsTab; hasPlan: boolean | undefined }) {
  const list = useInfiniteQuery(webinarPagesQueryOptions({ scope: tab }))
  const label = tab === 'upcoming' ? 'Upcoming webinars' : 'Past webinars'

  if (list.isError && !list.data) {
    return (
      <RetryError
        message={WEBINARS_MESSAGES.loadFailed}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    )
  }
  if (!list.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          Loading webinars...
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} aria-hidden className="flex flex-col gap-3 rounded-lg border p-4">
            <Skeleton className="h-5 w-72 max-w-full" />
            <Skeleton className="h-3 w-48" />
            <div className="flex items-center gap-2">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 w-40" />
            </div>
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    )
  }

  const webinars = list.data.pages.flatMap((page) => page.webinars)
  const total = list.data.pages.at(-1)?.total ?? webinars.length
  if (webinars.length === 0) {
    return (
      <EmptyState
        icon={<Presentation />}
        title={tab === 'upcoming' ? 'No upcoming webinars' : 'No past webinars'}
        description={
          tab === 'upcoming'
            ? 'New webinars are announced here. Check back soon.'
            : 'Webinars that have ended show here, with their recordings.'
        }
      />
    )
  }
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {list.hasNextPage
          ? `Showing ${webinars.length} of ${countOf(total)}`
          : countOf(webinars.length)}
      </p>
      <ul aria-label={label} className="flex flex-col gap-3">
        {webinars.map((webinar) => (
          <li key={webinar.id}>
            <WebinarCard webinar={webinar} hasPlan={hasPlan} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          loading={list.isFetchingNextPage}
          loadingLabel="Loading more webinars"
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </section>
  )
}
