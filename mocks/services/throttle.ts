import { db } from '../db'
import { newId } from './ids'

/**
 * The events the limits count (openapi.yaml "Account security", "File uploads"): failed sign-ins
 * and code e-mails, each under a key such as `sign-in:<email>`, and uploads by user id. Keys for
 * e-mail addresses are lower case, and are kept whether or not an account has the address, so the
 * limits answer the same for unknown addresses and cannot be used to find accounts.
 */
export function throttleKey(
  kind: 'sign-in' | 'signup-code' | 'reset-code' | 'upload',
  subject: string,
): string {
  return `${kind}:${subject.trim().toLowerCase()}`
}

export async function countEvent(key: string, at: number = Date.now()): Promise<void> {
  await db.throttle.create({ id: newId(), key, at: new Date(at).toISOString() })
}

/** The times of `key`'s events within the last `windowMs`, oldest first. */
export function eventsWithin(key: string, windowMs: number, now: number = Date.now()): string[] {
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
