import { RotateCw, SearchX } from 'lucide-react'
import { useState } from 'react'

import type { Catalyst } from '@/api/connections/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'

import { DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE } from '../directory'
import { CatalystCard } from './catalyst-card'

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'

const catalystsCount = (count: number) => `${count} ${count === 1 ? 'catalyst' : 'catalysts'}`

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
  const [paging, setPaging] = useState({ key: resetKey, pages: 1 })
  // A new search or filter shows its first page (state adjusted while rendering, not in an effect).
  if (paging.key !== resetKey) setPaging({ key: resetKey, pages: 1 })
  const pages = paging.key === resetKey ? paging.pages : 1
  const shown = catalysts.slice(0, pages * DIRECTORY_PAGE_SIZE)
  const total = catalysts.length

  return (
    <section aria-label="Catalysts" className="flex flex-col gap-4">
      <p role="status" className={total === 0 ? 'sr-only' : 'text-sm text-muted-foreground'}>
        {shown.length < total
          ? `Showing ${shown.length} of ${catalystsCount(total)}`
          : catalystsCount(total)}
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
      {shown.length < total ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => setPaging({ key: resetKey, pages: pages + 1 })}
        >
          Show more catalysts
        </Button>
      ) : null}
    </section>
  )
}

/** While the directory loads: the page's shape, and "Loading catalysts..." announced once. */
export function CatalystResultsLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        Loading catalysts...
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
    <div className="flex flex-col items-start gap-3">
      <Alert variant="danger" className="w-full">
        {DIRECTORY_MESSAGES.loadFailed}
      </Alert>
      <Button variant="outline" loading={retrying} loadingLabel="Retrying" onClick={onRetry}>
        {retrying ? null : <RotateCw aria-hidden />}
        Retry
      </Button>
    </div>
  )
}
