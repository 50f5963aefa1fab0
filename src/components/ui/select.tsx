import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { fieldBase, fieldFocusRing } from './focus-ring'

type SelectProps = ComponentProps<'select'> & {
  /** Classes for the wrapper that positions the chevron (e.g. a width). */
  wrapperClassName?: string
}

/**
 * A styled native <select>: keyboard, screen-reader and mobile pickers work as the platform
 * intends. Pass <option> elements as children; add a first `<option value="">Choose...</option>`
 * when there is no sensible default.
 */
export function Select({ className, wrapperClassName, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative w-full', wrapperClassName)}>
      <select
        className={cn(
          fieldBase,
          fieldFocusRing,
          'h-10 cursor-pointer appearance-none py-2 pr-9',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
