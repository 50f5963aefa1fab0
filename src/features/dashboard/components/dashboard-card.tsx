import { AlertTriangle, RotateCw } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import type { PlanFeatureState } from '@/api/payment/use-plan-feature'
import { PlanOffer } from '@/components/plan/plan-offer'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { HorizontalScroll } from '@/components/ui/horizontal-scroll'
import { Skeleton } from '@/components/ui/skeleton'
import { planRefusal } from '@/config/plans'
import { cn } from '@/lib/cn'

import { CARD_LOAD_FAILED } from '../dashboard-rules'

/**
 * One dashboard card with its own states (issue 13): a skeleton while its read loads, the spec's
 * empty text in the empty-state design with the next step, and when the read failed a line that says so with Retry, while the other cards
 * still show (the spec swallows dashboard failures; this goes one better).
 */
export function DashboardCard({
  title,
  action,
  state,
  onRetry,
  empty,
  emptyIcon,
  emptyHint,
  emptyAction,
  skeleton = 'rows',
  plan,
  className,
  children,
}: {
  title: string
  action?: ReactNode
  state: 'loading' | 'error' | 'empty' | 'ready'
  onRetry: () => void
  empty: string
  /** Beside the empty text: a decorative icon, and the next step (a link button) if any. */
  emptyIcon?: ReactNode
  /** Under the spec's empty words: what would show here, in a person's words (issue 36). */
  emptyHint?: string
  emptyAction?: ReactNode
  skeleton?: 'rows' | 'chart'
  /**
   * A card of the smart dashboard's analysis (issue 34): while the plan is read it loads, when
   * that read failed it says so, and without the feature it shows the offer in place of its data
   * (its own read is then never made: the page enables it only with the feature).
   */
  plan?: PlanFeatureState
  className?: string
  children?: ReactNode
}) {
  const titleId = useId()
  const shown = plan ? planGate(plan, state) : state
  const retry = plan?.isError ? plan.refetch : onRetry
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={shown === 'loading'}
      className={cn('flex min-w-0 flex-col gap-4 p-5', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {shown === 'offer' ? null : action}
      </div>
      {shown === 'offer' ? (
        // The one offer, flat inside the card that names what is behind it.
        <PlanOffer
          compact
          feature="smart-dashboard"
          placeTitleId={titleId}
          reason={plan?.lapsed ? planRefusal('smart-dashboard', true) : null}
          className="flex-1 gap-4 border-0 bg-transparent py-0 shadow-none"
        />
      ) : shown === 'loading' ? (
        skeleton === 'chart' ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <div className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-6 w-full" />
            ))}
          </div>
        )
      ) : shown === 'error' ? (
        <div className="flex flex-col items-start gap-3 text-sm">
          <p className="flex items-center gap-2 text-muted-foreground">
            <AlertTriangle aria-hidden className="size-4 text-warning" />
            {CARD_LOAD_FAILED}
          </p>
          <Button variant="outline" size="sm" onClick={retry}>
            <RotateCw aria-hidden /> Retry
          </Button>
        </div>
      ) : shown === 'empty' ? (
        // The app's one empty-state design (issue 28), filling the card: the spec's words as its
        // title, and the next step where there is one.
        <EmptyState
          className="flex-1 px-4 py-6"
          icon={emptyIcon}
          headingLevel={3}
          title={empty}
          description={emptyHint}
          action={emptyAction}
        />
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

/** What an analysis card shows given the plan: the offer, or the card's own state once open. */
export function planGate(
  plan: Pick<PlanFeatureState, 'included' | 'isError'>,
  state: 'loading' | 'error' | 'empty' | 'ready',
): 'loading' | 'error' | 'empty' | 'ready' | 'offer' {
  if (plan.isError) return 'error'
  if (plan.included === undefined) return 'loading'
  return plan.included ? state : 'offer'
}

/**
 * A table that may be wider than a phone: it scrolls sideways inside the card, never the page,
 * with shaded edges and a hint while more waits to the right (issue 28: the tables were cut at
 * the card's edge with no cue), and keyboard users can focus it to scroll.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return <HorizontalScroll label={label}>{children}</HorizontalScroll>
}
