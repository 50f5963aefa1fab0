import { SearchX } from 'lucide-react'

import type { Catalyst } from '@/api/connections/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { usePagedList } from '@/lib/use-paged-list'

import { DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE } from '../directory'
import { CatalystCard } from './catalyst-card'

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'

const catalystsCount = (count: number) => `${count} ${count === 1 ? 'Catalyst' : 'Catalysts'}`

/**
 * The grid of catalyst cards, a page at a time: "Show more" adds the next page. `resetKey`
 * (the search and the toggle) starts again from the first page.
 */
export function CatalystResults({
  catalysts,
  resetKey,
  onConnect,
}: {
  catalysts: readonly Catalyst[]
  resetKey: string
  onConnect: (catalyst: Catalyst) => void
}) {
  const { shown, hasMore, showMore } = usePagedList(catalysts, DIRECTORY_PAGE_SIZE, resetKey)
  const total = catalysts.length

  return (
    <section aria-label="Catalysts" className="flex flex-col gap-4">
      <p role="status" className={total === 0 ? 'sr-only' : 'text-sm text-muted-foreground'}>
        {hasMore ? `Showing ${shown.length} of ${catalystsCount(total)}` : catalystsCount(total)}
      </p>
      {total === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={DIRECTORY_MESSAGES.emptyTitle}
          description={DIRECTORY_MESSAGES.emptyHint}
        />
      ) : (
        <ul className={gridClass}>
          {shown.map((catalyst) => (
            <li key={catalyst.id}>
              <CatalystCard catalyst={catalyst} onConnect={onConnect} />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <Button variant="outline" className="self-center" onClick={showMore}>
          Show more Catalysts
        </Button>
      ) : null}
    </section>
  )
}

/** While the directory loads: the page's shape, and "Loading Catalysts..." announced once. */
export function CatalystResultsLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        Loading Catalysts...
      </p>
      <ul className={gridClass} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <div className="flex items-start gap-3">
              <Skeleton className="size-14 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The directory could not be read (part 2 section 8), with a way to try again. */
export function CatalystResultsError({
  retrying,
  onRetry,
}: {
  retrying: boolean
  onRetry: () => void
}) {
  return (
    <RetryError message={DIRECTORY_MESSAGES.loadFailed} retrying={retrying} onRetry={onRetry} />
  )
}
