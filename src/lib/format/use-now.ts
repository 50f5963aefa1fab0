import { useSyncExternalStore } from 'react'

import { now as clockNow, onNowOffsetChange } from '@/lib/clock'

/**
 * The clock relative times read (spec part 1 section 9: "Now", then m, h, d...): one shared
 * timer for every time on screen, ticking every 30 seconds while any is shown, so "Now" becomes
 * "1m" without a refetch or a reload. It reads the app's clock (@/lib/clock), so it moves at once
 * when the mock backend's clock is moved (the demo build).
 */
export const NOW_TICK_MS = 30_000

let now = clockNow()
let timer: ReturnType<typeof setInterval> | undefined
let stopFollowing: (() => void) | undefined
const listeners = new Set<() => void>()

function tick() {
  now = clockNow()
  listeners.forEach((notify) => notify())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!timer) {
    // Idle until now: the first time on screen reads the clock as it is.
    now = clockNow()
    timer = setInterval(tick, NOW_TICK_MS)
    stopFollowing = onNowOffsetChange(tick)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
      stopFollowing?.()
      stopFollowing = undefined
    }
  }
}

const snapshot = () => now

/** The current time in ms, refreshed every NOW_TICK_MS while a component uses it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
