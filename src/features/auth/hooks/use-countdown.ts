import { now as clockNow } from '@/lib/clock'
import { useEffect, useState } from 'react'

/** Milliseconds left until `until` (epoch ms), ticking once a second while above zero. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => clockNow())
  const remaining = until === null ? 0 : Math.max(0, until - now)
  useEffect(() => {
    if (until === null) return undefined
    const tick = () => setNow(clockNow())
    // The first tick right away: `now` may be from long before `until` was set.
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [until])
  return remaining
}
