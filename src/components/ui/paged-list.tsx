import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'

import { cn } from '@/lib/cn'
import { groupByDay } from '@/lib/format/day-groups'

import { Button } from './button'
import { RetryError } from './retry-error'
import { Skeleton } from './skeleton'

/** How many of what: "1 session", "3 sessions". */
export interface PagedListNoun {
  one: string
  other: string
}

export interface PagedListProps<TPage, TItem extends { id: string }> {
  /** The list's infinite query (the caller owns it, so it can read the pages too). */
  query: UseInfiniteQueryResult<InfiniteData<TPage>>
  /** The items of one page. */
  itemsOf: (page: TPage) => TItem[]
  /**
   * Whether to say how many there are ("Showing 10 of 23 sessions"): the latest page's `total`.
   * Turn it off for a list whose pages carry no total (cursor paging).
   */
  showCount?: boolean
  /**
   * The moment of an item. Given, the items are grouped by the viewer's day of it (one heading
   * per day in the one date form, lib/format/day-groups), in the order the pages bring them.
   */
  dayOf?: (item: TItem) => string
  /** The level of the day headings: 2 under the page's h1, 3 inside a titled card. */
  dayHeadingLevel?: 2 | 3
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

/** A page's `total` (all the items over all pages), when its list says it. */
function totalOf(page: unknown): number | undefined {
  const total = (page as { total?: unknown } | undefined)?.total
  return typeof total === 'number' ? total : undefined
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
export function PagedList<TPage, TItem extends { id: string }>({
  query,
  itemsOf,
  showCount = true,
  dayOf,
  dayHeadingLevel = 2,
  renderItem,
  itemIdOf,
  label,
  noun,
  errorMessage,
  empty,
  variant = 'cards',
}: PagedListProps<TPage, TItem>) {
  const cards = variant === 'cards'
  const dayId = useId()
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
  const total = totalOf(query.data.pages.at(-1)) ?? items.length
  const Wrapper = cards ? 'section' : 'div'
  const rows = { cards, renderItem, itemIdOf }
  return (
    <Wrapper aria-label={cards ? label : undefined} className="flex flex-col gap-3">
      {showCount ? (
        <p role="status" className="text-sm text-muted-foreground">
          {query.hasNextPage
            ? `Showing ${items.length} of ${countOf(total, noun)}`
            : countOf(items.length, noun)}
        </p>
      ) : null}
      {dayOf ? (
        groupByDay(items, dayOf).map((group, index) => {
          const Heading = `h${dayHeadingLevel}` as const
          return (
            <section
              key={`${index}-${group.day}`}
              aria-labelledby={`${dayId}-${index}`}
              className="flex flex-col gap-1"
            >
              <Heading
                id={`${dayId}-${index}`}
                className="text-xs font-semibold text-muted-foreground"
              >
                {group.day}
              </Heading>
              <Items items={group.items} label={`${label}, ${group.day}`} {...rows} />
            </section>
          )
        })
      ) : (
        <Items items={items} label={label} {...rows} />
      )}
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

function Items<TItem extends { id: string }>({
  items,
  label,
  cards,
  renderItem,
  itemIdOf,
}: {
  items: TItem[]
  label: string
  cards: boolean
  renderItem: (item: TItem) => ReactNode
  itemIdOf?: (item: TItem) => string
}) {
  return (
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
  )
}
