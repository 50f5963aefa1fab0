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

export interface PagedListProps<TPage, TItem> {
  /** The list's infinite query (the caller owns it, so it can read the pages too). */
  query: UseInfiniteQueryResult<InfiniteData<TPage>>
  /** The items of one page. */
  itemsOf: (page: TPage) => TItem[]
  /** The count over all pages, from the latest page (omit to show no count line). */
  totalOf?: (page: TPage) => number
  keyOf: (item: TItem) => string
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
  /** A card-sized placeholder per item (3), or one row-sized placeholder. */
  skeleton?: 'card' | 'rows'
  /** `divided`: items separated by rules inside a card; `cards`: a gap between cards. */
  layout?: 'cards' | 'divided'
  /** Whether the list is a region of its own (false inside a region that already names it). */
  region?: boolean
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
export function PagedList<TPage, TItem>({
  query,
  itemsOf,
  totalOf,
  keyOf,
  renderItem,
  itemIdOf,
  label,
  noun,
  errorMessage,
  empty,
  skeleton = 'card',
  layout = 'cards',
  region = true,
}: PagedListProps<TPage, TItem>) {
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
        {skeleton === 'card' ? (
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
  const total = totalOf && last ? totalOf(last) : items.length
  const Wrapper = region ? 'section' : 'div'
  return (
    <Wrapper aria-label={region ? label : undefined} className="flex flex-col gap-3">
      {totalOf ? (
        <p role="status" className="text-sm text-muted-foreground">
          {query.hasNextPage
            ? `Showing ${items.length} of ${countOf(total, noun)}`
            : countOf(items.length, noun)}
        </p>
      ) : null}
      <ul aria-label={label} className={cn('flex flex-col', layout === 'cards' && 'gap-3')}>
        {items.map((item) => (
          <li
            key={keyOf(item)}
            id={itemIdOf?.(item)}
            className={cn(
              layout === 'divided' &&
                'flex flex-col gap-2 border-b border-border py-3 last:border-b-0',
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
