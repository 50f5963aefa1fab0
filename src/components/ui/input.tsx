import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { fieldBase, fieldFocusRing } from './focus-ring'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldBase,
        fieldFocusRing,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  )
}
