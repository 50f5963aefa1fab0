import { LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

type SpinnerProps = ComponentProps<'span'> & {
  /** Text announced to assistive technology; never shown. */
  label?: string
  size?: 'sm' | 'md' | 'lg'
}

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const

/** A spinning indicator inside a polite live region, so "Loading..." is announced. */
export function Spinner({ label = 'Loading...', size = 'sm', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)} {...props}>
      <LoaderCircle aria-hidden="true" className={cn('motion-safe:animate-spin', sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  )
}
