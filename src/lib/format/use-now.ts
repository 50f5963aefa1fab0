import { useSyncExternalStore } from 'react'

/**
 * The clock relative times read (spec part 1 section 9: "Now", then m, h, d...): one shared
 * timer for every time on screen, ticking every 30 seconds while any is shown, so "Now" becomes
 * "1m" without a refetch or a reload.
 */
export const NOW_TICK_MS = 30_000

let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!timer) {
    // Idle until now: the first time on screen reads the clock as it is.
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((notify) => notify())
    }, NOW_TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const snapshot = () => now

/** The current time in ms, refreshed every NOW_TICK_MS while a component uses it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
