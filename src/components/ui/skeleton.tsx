import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * A placeholder block. Hidden from assistive technology: mark the region that is loading with
 * aria-busy, or show a Spinner, so the wait is announced once rather than per block.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-border/70 motion-safe:animate-pulse', className)}
      {...props}
    />
  )
}
