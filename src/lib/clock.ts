/**
 * The app's "now" (issue 35): `Date.now()` in production. In the demo build the mock backend has
 * a clock QA can move (mocks/services/clock.ts), and mocks/browser.ts gives its offset here at
 * start and whenever it moves, so relative times, countdowns, Starts In, free slots and the
 * 24-hour cut-off follow the mock's time. Nothing sets an offset in production.
 */
let offsetMs = 0
const listeners = new Set<() => void>()

/** The current time in ms since the epoch, as the backend's clock reads it. */
export function now(): number {
  return Date.now() + offsetMs
}

/** The current time as a Date. */
export function nowDate(): Date {
  return new Date(now())
}

/** Follows the mock backend's clock: its offset from real time, in ms (mock mode only). */
export function setNowOffset(next: number): void {
  if (!Number.isFinite(next) || next === offsetMs) return
  offsetMs = next
  listeners.forEach((listener) => listener())
}

/** Called when the offset changes (useNow re-reads the time at once). */
export function onNowOffsetChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
