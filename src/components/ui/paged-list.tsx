import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { Button } from './button'
import { RetryError } from './retry-error'
import { Skeleton } from './skeleton'

/** How many of what: "1 session", "3 sessions". */
export interface PagedListNoun {
  one: string
  other: string
}

export interface PagedListProps<TPage extends { total: number }, TItem extends { id: string }> {
  /** The list's infinite query (the caller owns it, so it can read the pages too). */
  query: UseInfiniteQueryResult<InfiniteData<TPage>>
  /** The items of one page. */
  itemsOf: (page: TPage) => TItem[]
  /** Whether to say how many there are ("Showing 10 of 23 sessions"): the latest page's total. */
  showCount?: boolean
  renderItem: (item: TItem) => ReactNode
  /** `id` of an item's <li>, for links to one item. */
  itemIdOf?: (item: TItem) => string
  /** The accessible name of the section and its list, e.g. "Upcoming sessions". */
  label: string
  noun: PagedListNoun
  /** The screen's own words for a failed read. */
  errorMessage: ReactNode
  /** Shown when the first page holds nothing: one EmptyState (components/ui/empty-state). */
  empty: ReactNode
  /**
   * `cards` (a list screen): a region of its own, a gap between cards, three card placeholders.
   * `in-card`: rows divided by rules inside a card region that already names the list, one
   * row-sized placeholder.
   */
  variant?: 'cards' | 'in-card'
}

const countOf = (count: number, noun: PagedListNoun) =>
  `${count} ${count === 1 ? noun.one : noun.other}`

function CardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3 rounded-lg border p-4">
      <Skeleton className="h-5 w-64 max-w-full" />
      <Skeleton className="h-3 w-40" />
      <div className="flex items-center gap-2">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  )
}

/**
 * A list read a page at a time (Show more while a next page exists), in the one design of the
 * list screens: a skeleton while the first page loads, the screen's message with Retry when it
 * fails, its empty state when there is nothing, and "Showing 10 of 23 sessions" while more wait.
 */
export function PagedList<TPage extends { total: number }, TItem extends { id: string }>({
  query,
  itemsOf,
  showCount = true,
  renderItem,
  itemIdOf,
  label,
  noun,
  errorMessage,
  empty,
  variant = 'cards',
}: PagedListProps<TPage, TItem>) {
  const cards = variant === 'cards'
  if (query.isError && !query.data) {
    return (
      <RetryError
        message={errorMessage}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          Loading {noun.other}...
        </p>
        {cards ? (
          Array.from({ length: 3 }, (_, index) => <CardSkeleton key={index} />)
        ) : (
          <Skeleton aria-hidden className="h-16 w-full" />
        )}
      </div>
    )
  }

  const items = query.data.pages.flatMap(itemsOf)
  if (items.length === 0) return empty
  const last = query.data.pages.at(-1)
  const total = last?.total ?? items.length
  const Wrapper = cards ? 'section' : 'div'
  return (
    <Wrapper aria-label={cards ? label : undefined} className="flex flex-col gap-3">
      {showCount ? (
        <p role="status" className="text-sm text-muted-foreground">
          {query.hasNextPage
            ? `Showing ${items.length} of ${countOf(total, noun)}`
            : countOf(items.length, noun)}
        </p>
      ) : null}
      <ul aria-label={label} className={cn('flex flex-col', cards && 'gap-3')}>
        {items.map((item) => (
          <li
            key={item.id}
            id={itemIdOf?.(item)}
            className={cn(
              !cards && 'flex flex-col gap-2 border-b border-border py-3 last:border-b-0',
            )}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          loading={query.isFetchingNextPage}
          loadingLabel={`Loading more ${noun.other}`}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </Wrapper>
  )
}
