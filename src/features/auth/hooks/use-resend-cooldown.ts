import { useCallback, useEffect, useState } from 'react'

import { now as clockNow } from '@/lib/clock'
import { resendLimitModifiedTime } from '@/api/auth/account'

import { cooldownRemaining, formatCountdown, readCooldown, saveCooldown } from '../cooldown'

const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** Starts (and persists) the cooldown of an address; every screen showing it re-renders. */
export function startResendCooldown(email: string, modifiedTime: string): void {
  const store = storage()
  if (store) saveCooldown(store, email, modifiedTime, clockNow())
  listeners.forEach((listener) => listener())
}

/**
 * For a failed resend: when the server says the limit is reached, the cooldown of that address
 * starts. Returns whether it did.
 */
export function startCooldownOnLimit(email: string, error: unknown): boolean {
  const modifiedTime = resendLimitModifiedTime(error)
  if (modifiedTime) startResendCooldown(email, modifiedTime)
  return modifiedTime !== null
}

export interface ResendCooldown {
  running: boolean
  remainingMs: number
  /** HH:MM:SS left, for "Resend OTP in {time}" and "Try again in {time}". */
  time: string
}

/** The resend cooldown of `email` (spec part 1 section 4), ticking once a second while it runs. */
export function useResendCooldown(email: string): ResendCooldown {
  const [now, setNow] = useState(() => clockNow())
  const store = storage()
  const modifiedTime = store && email ? readCooldown(store, email, now) : null
  const remainingMs = modifiedTime ? cooldownRemaining(modifiedTime, now) : 0
  const running = remainingMs > 0

  const tick = useCallback(() => setNow(clockNow()), [])
  useEffect(() => {
    listeners.add(tick)
    return () => {
      listeners.delete(tick)
    }
  }, [tick])
  // `now` may be stale after typing another address; a running cooldown corrects it within a
  // second, and a stale `now` only ever overstates a cooldown, never hides one.
  useEffect(() => {
    if (!running) return
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [running, tick])

  return { running, remainingMs, time: formatCountdown(remainingMs) }
}
