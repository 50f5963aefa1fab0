import { Check, Minus } from 'lucide-react'

import type { FeatureValue } from '@/config/plans'
import { cn } from '@/lib/cn'

/**
 * A plan's value for one feature (spec part 2 section 9): a tick, a dash, or its word (Limited,
 * Unlimited). The marks are named for screen readers.
 */
export function FeatureMark({
  value,
  centred = false,
}: {
  value: FeatureValue
  centred?: boolean
}) {
  if (typeof value === 'string') return <>{value}</>
  return value ? (
    <>
      <Check aria-hidden className={cn('size-4 shrink-0 text-success', centred && 'mx-auto')} />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus
        aria-hidden
        className={cn('size-4 shrink-0 text-muted-foreground', centred && 'mx-auto')}
      />
      <span className="sr-only">Not included</span>
    </>
  )
}
