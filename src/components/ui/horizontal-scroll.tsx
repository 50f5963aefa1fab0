import { ChevronsRight } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { focusRing } from './focus-ring'
import { useOverflowEdges } from './use-overflow-edges'

export interface HorizontalScrollProps {
  /** The region's accessible name (it is focusable, so keyboard users can scroll it). */
  label: string
  children: ReactNode
  /** The box's frame (border, radius): the shaded edges sit inside it. */
  className?: string
  /** The visible hint while content is hidden off the end. */
  hint?: string
}

/**
 * A box that scrolls sideways on its own (never the page) when its content is wider, with a
 * visible cue: shaded edges where content is hidden and a hint below while more waits to the
 * right. `relative` keeps absolutely positioned content (sr-only text) inside the box, where it
 * would otherwise widen the page.
 */
export function HorizontalScroll({
  label,
  children,
  className,
  hint = 'Scroll sideways to see more',
}: HorizontalScrollProps) {
  const { ref, edges, measure } = useOverflowEdges('x')
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className={cn('relative min-w-0', className)}>
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          onScroll={measure}
          className={cn('relative overflow-x-auto rounded-[inherit]', focusRing)}
        >
          {children}
        </div>
        <div
          aria-hidden
          data-edge="before"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-[inherit] bg-linear-to-r from-foreground/15 to-transparent transition-opacity',
            edges.before ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden
          data-edge="after"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-[inherit] bg-linear-to-l from-foreground/15 to-transparent transition-opacity',
            edges.after ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {edges.after ? (
        // Seen, not read: a screen reader reads the whole table whatever its width.
        <p
          aria-hidden
          className="flex items-center justify-end gap-1 text-xs text-muted-foreground"
        >
          {hint} <ChevronsRight className="size-3.5" />
        </p>
      ) : null}
    </div>
  )
}
