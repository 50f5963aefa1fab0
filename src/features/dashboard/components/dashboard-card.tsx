import { AlertTriangle, RotateCw } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

import { CARD_LOAD_FAILED } from '../dashboard-rules'

/**
 * One dashboard card with its own states (issue 13): a skeleton while its read loads, the spec's
 * empty text, and when the read failed a line that says so with Retry, while the other cards
 * still show (the spec swallows dashboard failures; this goes one better).
 */
export function DashboardCard({
  title,
  action,
  state,
  onRetry,
  empty,
  skeleton = 'rows',
  className,
  children,
}: {
  title: string
  action?: ReactNode
  state: 'loading' | 'error' | 'empty' | 'ready'
  onRetry: () => void
  empty: string
  skeleton?: 'rows' | 'chart'
  className?: string
  children?: ReactNode
}) {
  const titleId = useId()
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
      className={cn('flex min-w-0 flex-col gap-4 p-5', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {state === 'loading' ? (
        skeleton === 'chart' ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <div className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-6 w-full" />
            ))}
          </div>
        )
      ) : state === 'error' ? (
        <div className="flex flex-col items-start gap-3 text-sm">
          <p className="flex items-center gap-2 text-muted-foreground">
            <AlertTriangle aria-hidden className="size-4 text-warning" />
            {CARD_LOAD_FAILED}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden /> Retry
          </Button>
        </div>
      ) : state === 'empty' ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        children
      )}
    </Card>
  )
}

/** The card state of a query and whether its data is empty. */
export function cardState(
  query: { isPending: boolean; isError: boolean },
  isEmpty: boolean,
): 'loading' | 'error' | 'empty' | 'ready' {
  if (query.isPending) return 'loading'
  if (query.isError) return 'error'
  return isEmpty ? 'empty' : 'ready'
}

/**
 * A table that may be wider than a phone: it scrolls sideways, and keyboard users can focus it
 * to scroll (axe: scrollable-region-focusable).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  )
}
