import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** The donut's colour by completion (spec part 2 section 4): red below 34, amber below 67, teal. */
export function completionTone(percent: number): 'low' | 'mid' | 'high' {
  if (percent < 34) return 'low'
  if (percent < 67) return 'mid'
  return 'high'
}

const stroke = {
  low: 'stroke-red-600 dark:stroke-red-400',
  mid: 'stroke-amber-500 dark:stroke-amber-400',
  high: 'stroke-teal-600 dark:stroke-teal-400',
} as const

const RADIUS = 46
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/**
 * Profile completion as a ring around the photo (or anything passed as children), read out as a
 * progress bar: "Profile completion, 72 %".
 */
export function CompletionDonut({
  percent,
  children,
  className,
}: {
  percent: number
  children?: ReactNode
  className?: string
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  const tone = completionTone(value)
  return (
    <div
      role="progressbar"
      aria-label="Profile completion"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      data-tone={tone}
      className={cn('relative size-28 shrink-0', className)}
    >
      <svg viewBox="0 0 100 100" aria-hidden className="absolute inset-0 -rotate-90">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="6" className="stroke-border" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className={cn('transition-[stroke-dashoffset] duration-500', stroke[tone])}
        />
      </svg>
      <div className="absolute inset-2 flex items-center justify-center overflow-hidden rounded-full">
        {children}
      </div>
      <span
        aria-hidden
        className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-full border border-border bg-surface px-2 text-xs font-semibold"
      >
        {value}%
      </span>
    </div>
  )
}
