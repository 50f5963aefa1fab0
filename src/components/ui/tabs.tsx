import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { focusRing } from './focus-ring'

// Radix wires tablist/tab/tabpanel roles, arrow-key navigation and aria-controls.

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-3', className)} {...props} />
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-10 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-md bg-surface-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

/**
 * A tab list that is a column on a phone, one whole label a line, in order (issue 36: the
 * Catalyst profile's steps and the student profile's sections wrapped into ragged grids). The
 * one phone layout of a page's section tabs; its tabs take PHONE_TAB.
 */
export const PHONE_TAB_COLUMN = 'h-auto flex-wrap max-md:grid max-md:w-full max-md:grid-cols-1'

/** A tab of a list laid out as a grid on a phone: its label may take two lines there. */
export const PHONE_TAB =
  'h-8 max-md:h-auto max-md:min-h-9 max-md:py-1.5 max-md:text-center max-md:leading-tight max-md:whitespace-normal'

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-full cursor-pointer items-center justify-center gap-1.5 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-xs',
        focusRing,
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('rounded-md', focusRing, className)} {...props} />
}
