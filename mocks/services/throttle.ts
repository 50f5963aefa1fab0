import { db } from '../db'
import { newId } from './ids'
import { mockNowMs } from './clock'

/**
 * The events the limits count (openapi.yaml "Account security", "File uploads", "Limits"): failed
 * sign-ins and code e-mails, each under a key such as `sign-in:<email>`, and uploads, help
 * requests, chat messages and connection requests by user id. Keys for e-mail addresses are
 * lower case, and are kept whether or not an account has the address, so the limits answer the
 * same for unknown addresses and cannot be used to find accounts.
 */
export type ThrottleKind =
  | 'sign-in'
  | 'signup-code'
  | 'reset-code'
  | 'upload'
  | 'help-request'
  | 'chat-message'
  | 'connect-request'

export function throttleKey(kind: ThrottleKind, subject: string): string {
  return `${kind}:${subject.trim().toLowerCase()}`
}

export async function countEvent(key: string, at: number = mockNowMs()): Promise<void> {
  await db.throttle.create({ id: newId(), key, at: new Date(at).toISOString() })
}

/** The times of `key`'s events within the last `windowMs`, oldest first. */
export function eventsWithin(key: string, windowMs: number, now: number = mockNowMs()): string[] {
  const since = new Date(now - windowMs).toISOString()
  return db.throttle
    .lookup('key', key)
    .map((event) => event.at)
    .filter((at) => at > since)
    .sort()
}

export function forgetEvents(key: string): void {
  db.throttle.deleteRecords(db.throttle.lookup('key', key))
}

const running = new Map<string, Promise<void>>()

/**
 * Runs `work` once every earlier work under the same key has finished: a per-key guard. A check
 * and the write that depends on it (a limit and the use it counts, "already applied?" and the
 * application) must be one step, and in Node concurrent requests interleave at every `await`
 * (the database's writes are asynchronous), so without it 50 parallel uploads all pass a check
 * of 20. Works under different keys still run side by side. Never nest two works of one key.
 */
export async function oneAtATime<T>(key: string, work: () => T | Promise<T>): Promise<T> {
  const before = running.get(key)
  let release = () => {}
  const mine = new Promise<void>((resolve) => {
    release = resolve
  })
  const tail = before ? before.then(() => mine) : mine
  running.set(key, tail)
  try {
    if (before) await before
    return await work()
  } finally {
    release()
    if (running.get(key) === tail) running.delete(key)
  }
}

/** A rolling-window limit: at most `max` events per key within `windowMs`. */
export interface RateLimit {
  max: number
  windowMs: number
}

/**
 * Checks `key`'s events against `limit` and counts this one, as one step (under the key's
 * guard). Resolves to null when admitted, or to when the next event will be admitted (the
 * oldest counted event leaving the window) when the limit is reached; a refusal is not counted.
 * Events that left the window are dropped as it goes, so a key holds at most `max` events.
 */
export function admit(
  key: string,
  limit: RateLimit,
  now: number = mockNowMs(),
): Promise<{ retryAt: string } | null> {
  return oneAtATime(key, async () => {
    const recent = eventsWithin(key, limit.windowMs, now)
    if (recent.length >= limit.max) {
      const freedBy = Date.parse(recent[recent.length - limit.max] ?? new Date(now).toISOString())
      return { retryAt: new Date(freedBy + limit.windowMs).toISOString() }
    }
    const since = new Date(now - limit.windowMs).toISOString()
    db.throttle.deleteRecords(db.throttle.lookup('key', key).filter((event) => event.at <= since))
    await countEvent(key, now)
    return null
  })
}
