import { ChevronsDown } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { focusRing } from './focus-ring'
import { useOverflowEdges } from './use-overflow-edges'

export interface VerticalScrollProps {
  /** The region's accessible name (it is focusable, so keyboard users can scroll it). */
  label: string
  children: ReactNode
  /** The box's height limit (a max-h class) and anything else of the scrolling box. */
  className?: string
  /** The visible hint while content waits below. */
  hint?: string
}

/**
 * A box that scrolls on its own when its content is taller than its limit, and never cuts content
 * without a cue (issue 36: Book a session cut a row of times in half, My Pathway's Modules hid
 * two of seven): the edge where content is hidden fades into the surface, and a hint below says
 * more is there while it is. On a surface other than `bg-surface`, pass the fade's colour.
 */
export function VerticalScroll({
  label,
  children,
  className,
  hint = 'Scroll for more',
}: VerticalScrollProps) {
  const { ref, edges, measure } = useOverflowEdges('y')
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="relative min-w-0">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          onScroll={measure}
          className={cn('overflow-y-auto overscroll-contain rounded-md', focusRing, className)}
        >
          {children}
        </div>
        <div
          aria-hidden
          data-testid="scroll-edge-before"
          className={cn(
            'pointer-events-none absolute inset-x-0 top-0 h-6 bg-linear-to-b from-surface to-transparent transition-opacity',
            edges.before ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden
          data-testid="scroll-edge-after"
          className={cn(
            'pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-linear-to-t from-surface to-transparent transition-opacity',
            edges.after ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {edges.after ? (
        // Seen, not read: a screen reader reads the whole list whatever its height.
        <p
          aria-hidden
          className="flex items-center justify-center gap-1 text-xs text-muted-foreground"
        >
          {hint} <ChevronsDown className="size-3.5" />
        </p>
      ) : null}
    </div>
  )
}
