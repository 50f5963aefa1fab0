import { describe, expect, it } from 'vitest'

import {
  RESEND_COOLDOWN_KEY,
  cooldownRemaining,
  formatCountdown,
  readCooldown,
  resendCountdownLabel,
  retryCountdownLabel,
  saveCooldown,
} from './cooldown'

const HOUR = 60 * 60 * 1000
const modified = '2026-03-14T09:26:53.000Z'
const at = (iso: string) => Date.parse(iso)

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('cooldownRemaining (spec part 1 section 4: until modifiedTime + 24 h)', () => {
  it.each<[string, number, number]>([
    ['right when the limit was hit', at(modified), 24 * HOUR],
    ['one hour later', at(modified) + HOUR, 23 * HOUR],
    ['a second before the end', at(modified) + 24 * HOUR - 1000, 1000],
    ['exactly at the end', at(modified) + 24 * HOUR, 0],
    ['long after the end', at(modified) + 48 * HOUR, 0],
  ])('%s', (_label, now, expected) => {
    expect(cooldownRemaining(modified, now)).toBe(expected)
  })

  it('accepts epoch milliseconds and Date objects', () => {
    expect(cooldownRemaining(at(modified), at(modified) + HOUR)).toBe(23 * HOUR)
    expect(cooldownRemaining(new Date(modified), at(modified) + HOUR)).toBe(23 * HOUR)
  })

  it('treats an unreadable time as no cooldown', () => {
    expect(cooldownRemaining('not a date', Date.now())).toBe(0)
  })
})

describe('formatCountdown', () => {
  it.each<[number, string]>([
    [24 * HOUR, '24:00:00'],
    [23 * HOUR + 59 * 60_000 + 59_000, '23:59:59'],
    [HOUR + 2 * 60_000 + 3_000, '01:02:03'],
    [59_000, '00:00:59'],
    // Rounded up: while anything is left, the display never reads 00:00:00.
    [1, '00:00:01'],
    [1_500, '00:00:02'],
    [0, '00:00:00'],
    [-5_000, '00:00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  })

  it('builds the spec display texts', () => {
    expect(resendCountdownLabel('01:02:03')).toBe('Resend OTP in 01:02:03')
    expect(retryCountdownLabel('01:02:03')).toBe('Try again in 01:02:03')
  })
})

describe('cooldown persistence per e-mail', () => {
  it('keeps a running cooldown for that address only, whatever its case', () => {
    const storage = memoryStorage()
    saveCooldown(storage, 'Priya@Example.com ', modified, at(modified))
    expect(readCooldown(storage, 'priya@example.com', at(modified) + HOUR)).toBe(modified)
    expect(readCooldown(storage, 'other@example.com', at(modified) + HOUR)).toBeNull()
  })

  it('forgets a cooldown once it is over', () => {
    const storage = memoryStorage()
    saveCooldown(storage, 'a@b.co', modified, at(modified))
    expect(readCooldown(storage, 'a@b.co', at(modified) + 24 * HOUR)).toBeNull()
  })

  it('drops finished cooldowns of other addresses when saving', () => {
    const storage = memoryStorage()
    saveCooldown(storage, 'old@b.co', modified, at(modified))
    const later = '2026-03-16T00:00:00.000Z'
    saveCooldown(storage, 'new@b.co', later, at(later))
    expect(JSON.parse(storage.data.get(RESEND_COOLDOWN_KEY) ?? '{}')).toEqual({
      'new@b.co': later,
    })
  })

  it('ignores broken stored data', () => {
    expect(readCooldown(memoryStorage({ [RESEND_COOLDOWN_KEY]: '{oops' }), 'a@b.co', 0)).toBeNull()
    expect(readCooldown(memoryStorage({ [RESEND_COOLDOWN_KEY]: '[1]' }), 'a@b.co', 0)).toBeNull()
    const storage = memoryStorage({ [RESEND_COOLDOWN_KEY]: '{"a@b.co": 5}' })
    expect(readCooldown(storage, 'a@b.co', 0)).toBeNull()
  })
})
