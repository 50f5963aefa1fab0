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

/**
 * The design tokens (src/styles.css) each tone's fill is painted with, and the edge drawn around
 * it where the fill alone would not stand 3:1 off the track (tests/lint/theme-contrast.test.ts).
 * The yellow is its own token: --warning is a burnt orange, hard to tell from the red.
 */
export const PROGRESS_FILL_TOKENS: Record<ProgressTone, { fill: string; edge: string }> = {
  danger: { fill: 'danger', edge: 'danger' },
  warning: { fill: 'caution', edge: 'caution-edge' },
  success: { fill: 'success', edge: 'success' },
}

const fills: Record<ProgressTone, string> = {
  danger: 'bg-danger',
  warning: 'bg-caution shadow-[inset_0_0_0_1px_var(--caution-edge)]',
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
