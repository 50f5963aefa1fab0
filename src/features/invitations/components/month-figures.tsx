import { useId } from 'react'

import type { InviteStatsByMonth } from '@/api/connections/queries'

type MonthStats = NonNullable<InviteStatsByMonth['January']>

export const NO_MONTH_STATS: MonthStats = {
  accepted: 0,
  rejected: 0,
  invited: 0,
  dropped: 0,
  total: 0,
}

/** The month's figures, in the spec's order (part 1 section 3), with the bar colour of each. */
const SERIES = [
  { key: 'accepted', label: 'Accepted', bar: 'bg-success' },
  { key: 'rejected', label: 'Rejected', bar: 'bg-danger' },
  { key: 'invited', label: 'Invited', note: 'awaiting an answer', bar: 'bg-warning' },
  { key: 'dropped', label: 'Dropped', bar: 'bg-muted-foreground' },
] as const satisfies ReadonlyArray<{
  key: keyof MonthStats
  label: string
  note?: string
  bar: string
}>

const ROW =
  'grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]'

/** The figure's text alternative: every number of the month in one sentence. */
export function monthSummary(month: string, stats: MonthStats): string {
  if (stats.total === 0) return `No invitations sent in ${month}.`
  const sent = `${stats.total} ${stats.total === 1 ? 'invitation' : 'invitations'} sent in ${month}`
  return `${sent}: ${stats.accepted} accepted, ${stats.rejected} rejected, ${stats.invited} awaiting an answer, ${stats.dropped} dropped.`
}

/**
 * One month as a bar chart drawn in HTML: each bar is that answer's share of the month's
 * invitations, labelled with its count. The bars are decoration; the labels, counts and the
 * caption (a sentence with every number) are the text alternative.
 */
export function MonthFigures({ month, stats }: { month: string; stats: MonthStats }) {
  const captionId = useId()
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-4">
      <dl className="flex flex-col gap-3">
        {SERIES.map((series) => {
          const value = stats[series.key]
          const share = stats.total > 0 ? (value / stats.total) * 100 : 0
          return (
            <div key={series.key} className={ROW}>
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <span aria-hidden className={`size-2.5 shrink-0 rounded-full ${series.bar}`} />
                <span>
                  {series.label}
                  {'note' in series ? <span className="sr-only"> ({series.note})</span> : null}
                </span>
              </dt>
              <dd className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="h-3 flex-1 overflow-hidden rounded-full bg-surface-muted"
                >
                  <span
                    className={`block h-full rounded-full ${series.bar}`}
                    style={{ width: `${share}%` }}
                    data-share={Math.round(share)}
                    data-testid="share-bar"
                  />
                </span>
                <span className="w-10 text-right text-sm font-semibold text-foreground tabular-nums">
                  {value}
                </span>
              </dd>
            </div>
          )
        })}
        <div className={`${ROW} border-t border-border pt-3`}>
          <dt className="text-sm font-medium text-foreground">Total</dt>
          <dd className="text-right text-base font-semibold text-foreground tabular-nums">
            {stats.total}
          </dd>
        </div>
      </dl>
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {monthSummary(month, stats)}
      </figcaption>
    </figure>
  )
}
