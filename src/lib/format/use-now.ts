import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react'

import { now as clockNow, onNowOffsetChange } from '@/lib/clock'

/**
 * The clock times on screen read (spec part 1 section 9: "Now", then m, h, d...): ONE shared
 * timer for every time on screen (issue 36). Each user says when its text next changes (a relative
 * time: the next minute, hour, day boundary; anything else: NOW_TICK_MS from now), and the one
 * timer fires at the earliest of those moments, so a text is never behind by more than the
 * timer's own lateness, and no row owns an interval. It reads the app's clock (@/lib/clock), so it
 * moves at once when the mock backend's clock is moved (the demo build).
 */
export const NOW_TICK_MS = 30_000
/** setTimeout's delay is a 32-bit number: a change further away than a day is re-planned daily. */
const LONGEST_WAIT_MS = 24 * 60 * 60_000

type Subscriber = { notify: () => void; nextChangeAt: (now: number) => number }

let now = clockNow()
let timer: ReturnType<typeof setTimeout> | undefined
let stopFollowing: (() => void) | undefined
const subscribers = new Set<Subscriber>()

function plan() {
  clearTimeout(timer)
  timer = undefined
  if (subscribers.size === 0) return
  const current = clockNow()
  let soonest = current + LONGEST_WAIT_MS
  for (const subscriber of subscribers) {
    const at = subscriber.nextChangeAt(current)
    if (Number.isFinite(at)) soonest = Math.min(soonest, at)
  }
  timer = setTimeout(tick, Math.max(0, soonest - current))
}

function tick() {
  now = clockNow()
  subscribers.forEach((subscriber) => subscriber.notify())
  plan()
}

function add(subscriber: Subscriber): () => void {
  if (subscribers.size === 0) {
    // Idle until now: the first time on screen reads the clock as it is.
    now = clockNow()
    stopFollowing = onNowOffsetChange(tick)
  }
  subscribers.add(subscriber)
  plan()
  return () => {
    subscribers.delete(subscriber)
    if (subscribers.size === 0) {
      stopFollowing?.()
      stopFollowing = undefined
    }
    plan()
  }
}

const snapshot = () => now
const everyTick = (current: number) => current + NOW_TICK_MS

/**
 * The current time in ms, refreshed by the shared timer while a component uses it. `nextChangeAt`
 * says when the caller's text next changes (default: NOW_TICK_MS from now); the timer wakes the
 * component then. A caller that must be exact on its first render reads `now()` from
 * @/lib/clock as it renders, and uses this hook to be woken.
 */
export function useNow(nextChangeAt: (now: number) => number = everyTick): number {
  const latest = useRef(nextChangeAt)
  useLayoutEffect(() => {
    latest.current = nextChangeAt
    plan()
  }, [nextChangeAt])
  const subscribe = useCallback(
    (notify: () => void) => add({ notify, nextChangeAt: (current) => latest.current(current) }),
    [],
  )
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
