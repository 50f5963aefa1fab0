import type { UseQueryResult } from '@tanstack/react-query'
import { Inbox, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { userMessageFor } from '@/lib/error-messages'

/** The empty state of both drawers (spec part 1 section 8). */
export const NO_REQUESTS = 'No requests available'
export const LOAD_FAILED = 'Requests could not be loaded'

/** What the count badge shows: the number, capped so it stays a badge. */
export function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/**
 * A header button with a count badge that opens a right drawer (spec part 1 section 2, Drawers).
 * The button's name is its visible text ("Catalyst Request", hidden on phones) plus the count.
 */
export function RequestDrawer({
  title,
  description,
  icon,
  count,
  open,
  onOpenChange,
  dialogs,
  children,
}: {
  title: string
  description: string
  icon: ReactNode
  count: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * The dialogs the list opens. They render inside the drawer's React tree, so focus and clicks
   * in them count as inside the drawer (Radix layers), which stays open beneath them.
   */
  dialogs?: ReactNode
  children: ReactNode
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="md" className="gap-1.5 px-2.5 sm:px-3">
          <span aria-hidden className="[&_svg]:size-5">
            {icon}
          </span>
          <span className="max-sm:sr-only">{title}</span>{' '}
          {count > 0 ? (
            <span
              data-testid="request-count"
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
            >
              {countLabel(count)} <span className="sr-only">new</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-md">
        <SheetHeader className="border-b border-border px-5 py-4 sm:px-6">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="flex-1 px-3 py-4 sm:px-4">{children}</div>
        {dialogs}
      </SheetContent>
    </Sheet>
  )
}

/**
 * The list's loading, error and empty states, or the list itself. A failed read shows what went
 * wrong with Retry instead of an empty list that would claim there are no requests.
 */
export function RequestListState<T>({
  query,
  rowCount,
  children,
}: {
  query: Pick<UseQueryResult<T[]>, 'isPending' | 'isError' | 'error' | 'refetch' | 'isRefetching'>
  rowCount: number
  children: ReactNode
}) {
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          Loading requests...
        </span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex items-center gap-3 rounded-lg border border-border p-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    )
  if (query.isError && rowCount === 0)
    return (
      <EmptyState
        headingLevel={3}
        icon={<Inbox />}
        title={LOAD_FAILED}
        description={userMessageFor(query.error)}
        role="alert"
        action={
          <Button
            variant="outline"
            size="sm"
            loading={query.isRefetching}
            onClick={() => void query.refetch()}
          >
            <RotateCw aria-hidden />
            Retry
          </Button>
        }
      />
    )
  if (rowCount === 0) return <EmptyState headingLevel={3} icon={<Inbox />} title={NO_REQUESTS} />
  return children
}
