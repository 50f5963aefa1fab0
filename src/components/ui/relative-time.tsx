import { formatDate, relativeTime } from '@/lib/format/dates'
import { useNow } from '@/lib/format/use-now'

/**
 * A relative time as the spec writes it ("Now", "5m", "3h", "2d", "1w", "4mo", "1y"; part 1
 * section 9), with the date as its tooltip, kept current as time passes. The one way the app
 * shows a relative time: callers add their own words around it ("Last seen", "ago" for screen
 * readers).
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
  // A time later than the clock's last tick reads "Now" (relativeTime never goes below 0).
  const now = useNow()
  return (
    <time dateTime={at} title={title} className={className}>
      {relativeTime(at, now)}
    </time>
  )
}
