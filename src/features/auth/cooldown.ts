import { RESEND_COOLDOWN_MS } from '@/config/constants'

/**
 * The resend cooldown (spec part 1 sections 4, 8 and 9): after the server answers "Max limit for
 * resend reached, try again after sometime" with `modifiedTime`, resending is blocked until
 * modifiedTime + 24 hours.
 */

/** Milliseconds left until resending is allowed again; 0 when the cooldown is over or unknown. */
export function cooldownRemaining(modifiedTime: string | number | Date, now: number): number {
  const start =
    modifiedTime instanceof Date ? modifiedTime.getTime() : new Date(modifiedTime).getTime()
  if (!Number.isFinite(start)) return 0
  return Math.max(0, start + RESEND_COOLDOWN_MS - now)
}

/** HH:MM:SS, written where every time is written (src/lib/format). */
export { formatCountdown } from '@/lib/format/dates'

export const resendCountdownLabel = (time: string) => `Resend OTP in ${time}`
export const retryCountdownLabel = (time: string) => `Try again in ${time}`

/** Session-storage key: one map of e-mail (lower case) to the server's modifiedTime. */
export const RESEND_COOLDOWN_KEY = 'catalyst_resend_cooldown'

type CooldownMap = Record<string, string>

function normalise(email: string): string {
  return email.trim().toLowerCase()
}

function readMap(storage: Pick<Storage, 'getItem'>): CooldownMap {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RESEND_COOLDOWN_KEY) ?? '{}')
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}

/** The stored modifiedTime of an e-mail's cooldown, if one is still running. */
export function readCooldown(
  storage: Pick<Storage, 'getItem'>,
  email: string,
  now: number,
): string | null {
  const modifiedTime = readMap(storage)[normalise(email)]
  return modifiedTime && cooldownRemaining(modifiedTime, now) > 0 ? modifiedTime : null
}

/** Remembers a cooldown so a reload keeps it; finished ones are dropped on the way. */
export function saveCooldown(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  email: string,
  modifiedTime: string,
  now: number,
): void {
  const live = Object.entries(readMap(storage)).filter(
    ([, time]) => cooldownRemaining(time, now) > 0,
  )
  const next: CooldownMap = { ...Object.fromEntries(live), [normalise(email)]: modifiedTime }
  try {
    storage.setItem(RESEND_COOLDOWN_KEY, JSON.stringify(next))
  } catch {
    // Storage may be full or blocked: the cooldown still runs for this page.
  }
}
