import { useCallback } from 'react'

import { now as clockNow } from '@/lib/clock'
import { formatDate, nextRelativeChange, relativeTime } from '@/lib/format/dates'
import { useNow } from '@/lib/format/use-now'

/**
 * A relative time as the spec writes it ("Now", "5m", "3h", "2d", "1w", "4mo", "1y"; part 1
 * section 9), with the date as its tooltip, kept current as time passes. The one way the app
 * shows a relative time: callers add their own words around it ("Last seen", "ago" for screen
 * readers). Read from the clock as it renders, and woken by the one shared ticker at the moment
 * its text changes (issue 36: never the 30 s behind a shared tick left it).
 */
export function RelativeTime({
  at,
  className,
  title = formatDate(at),
}: {
  at: string
  className?: string
  /** The tooltip: the date by default. */
  title?: string
}) {
  useNow(useCallback((current: number) => nextRelativeChange(at, current), [at]))
  return (
    <time dateTime={at} title={title} className={className}>
      {relativeTime(at, clockNow())}
    </time>
  )
}
