import { db } from '../db'

/**
 * The mock backend's clock (issue 35): real time plus an offset QA moves forward (the developer
 * panel's Time tab, `catalystMocks.clock`, the Node server's control routes). Every "now" of the
 * mock backend reads it (mocks/services/ids.ts `nowIso` and `mockNow`), so tokens, limits,
 * sessions, requests and the scheduled jobs all see the same time.
 *
 * The offset is a record of the database (`mockClock`), saved with the data by the serving tab:
 * a reload, a hand-over to another serving tab and every other tab read the same time. It only
 * moves forward, except back to real time (offset 0); a reset re-seeds it to real time.
 */
const CLOCK_ID = 'clock'

type Listener = (offsetMs: number) => void
const listeners = new Set<Listener>()
/** While a scheduled job runs, the time it was due (`atMockTime`); otherwise null. */
let pinned: number | null = null

/** How far the mock's time is ahead of real time, in ms (0: real time). */
export function clockOffsetMs(): number {
  return db.mockClock.get(CLOCK_ID)?.offsetMs ?? 0
}

/** The mock's "now" in ms since the epoch. */
export function mockNowMs(): number {
  return pinned ?? Date.now() + clockOffsetMs()
}

/**
 * Runs `task` with "now" standing at `atMs` (mock time): a scheduled job acts, and dates what it
 * writes, at the time it was due. Calls run one at a time, so nothing else reads the pin.
 */
export async function atMockTime<T>(atMs: number, task: () => Promise<T>): Promise<T> {
  const outer = pinned
  pinned = atMs
  try {
    return await task()
  } finally {
    pinned = outer
  }
}

/** The mock's "now" as a Date. */
export function mockNow(): Date {
  return new Date(mockNowMs())
}

/** Called with the new offset whenever the clock moves (the browser tells every tab). */
export function onClockChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

async function saveOffset(offsetMs: number): Promise<void> {
  const stored = db.mockClock.get(CLOCK_ID)
  if (stored)
    await db.mockClock.updateRecord(stored, { data: (record) => void (record.offsetMs = offsetMs) })
  else await db.mockClock.create({ id: CLOCK_ID, offsetMs })
  listeners.forEach((listener) => listener(offsetMs))
}

export const CLOCK_MESSAGES = {
  notForward: 'The mock clock only moves forward: advance it by a positive number of milliseconds.',
  notLater: 'The mock clock only moves forward: pick a time after the mock time now.',
} as const

/** Moves the clock forward by `ms` (> 0). */
export async function advanceClockBy(ms: number): Promise<void> {
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(CLOCK_MESSAGES.notForward)
  await saveOffset(clockOffsetMs() + ms)
}

/** Moves the clock forward to `atMs` (mock time); refused when that is not later than now. */
export async function advanceClockTo(atMs: number): Promise<void> {
  const offset = atMs - Date.now()
  if (!Number.isFinite(atMs) || offset < clockOffsetMs()) throw new Error(CLOCK_MESSAGES.notLater)
  await saveOffset(offset)
}

/** Back to real time (the one way the clock goes back). */
export async function resetClock(): Promise<void> {
  if (db.mockClock.get(CLOCK_ID)) await saveOffset(0)
  else listeners.forEach((listener) => listener(0))
}
