import { cn } from '@/lib/cn'

/**
 * Progress colours (spec part 2 section 9): red at 25 % or below, yellow at 50 % or below,
 * otherwise green.
 */
export type ProgressTone = 'danger' | 'warning' | 'success'
export function progressTone(percent: number): ProgressTone {
  if (percent <= 25) return 'danger'
  if (percent <= 50) return 'warning'
  return 'success'
}

/** A percentage clamped to 0..100 and rounded; anything unreadable is 0. */
export function clampPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0
  return Math.round(Math.min(100, Math.max(0, value)))
}

const fills: Record<ProgressTone, string> = {
  danger: 'bg-danger',
  warning: 'bg-warning',
  success: 'bg-success',
}

/** A labelled progress bar with the figure beside it. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number | null | undefined
  /** The accessible name ("Pathway progress"). */
  label: string
  className?: string
}) {
  const percent = clampPercent(value)
  const tone = progressTone(percent)
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-tone={tone}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className={cn('h-full rounded-full', fills[tone])} style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs font-medium tabular-nums">{percent}%</span>
    </div>
  )
}
