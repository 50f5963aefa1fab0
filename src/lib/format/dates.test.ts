import { describe, expect, it } from 'vitest'

import { formatDate, relativeTime } from './dates'

describe('formatDate', () => {
  it('writes day, short month and year in upper case (en-GB) or month first (en-US)', () => {
    expect(formatDate('2026-11-03T10:00:00.000Z')).toBe('3 NOV 2026')
    expect(formatDate('2026-11-03T10:00:00.000Z', 'en-US')).toBe('Nov 3, 2026')
  })

  it('says N/A for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate('')).toBe('N/A')
    expect(formatDate('not a date')).toBe('N/A')
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()
  it.each([
    [30_000, 'Now'],
    [5 * 60_000, '5m'],
    [3 * 3_600_000, '3h'],
    [2 * 86_400_000, '2d'],
    [8 * 86_400_000, '1w'],
    [65 * 86_400_000, '2mo'],
    [400 * 86_400_000, '1y'],
  ])('%i ms ago is %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text)
  })
})
