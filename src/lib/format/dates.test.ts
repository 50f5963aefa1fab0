import { describe, expect, it } from 'vitest'

import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthTitle,
  MONTH_NAMES,
  relativeTime,
  shortMonthName,
} from './dates'

describe('formatDate', () => {
  it('writes day, short month and year in upper case (en-GB) or month first (en-US)', () => {
    expect(formatDate('2026-11-03T10:00:00.000Z')).toBe('3 NOV 2026')
    expect(formatDate('2026-11-03T10:00:00.000Z', 'en-US')).toBe('Nov 3, 2026')
  })

  it('writes September as every other short month, by its first three letters (issue 28)', () => {
    // en-GB's Intl short month is "Sept": a list, a chart's axis and a month tab must all agree.
    expect(formatDate('2026-09-26T00:00:00.000Z')).toBe('26 SEP 2026')
    expect(formatDate('2026-09-26T00:00:00.000Z', 'en-US')).toBe('Sep 26, 2026')
    expect(formatMonth('2021-09-01T00:00:00.000Z')).toBe('SEP 2021')
    expect(MONTH_NAMES.map((_, index) => shortMonthName(index))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ])
    expect(formatMonthTitle(2026, 8)).toBe('September 2026')
  })

  it('reads a day kept as midnight UTC as that day in every time zone', () => {
    expect(formatDate('2026-01-01T00:00:00.000Z')).toBe('1 JAN 2026')
    expect(formatDate('2026-12-31T23:59:59.000Z')).toBe('31 DEC 2026')
  })

  it('says N/A for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate('')).toBe('N/A')
    expect(formatDate('not a date')).toBe('N/A')
  })
})

describe('formatDateTime', () => {
  it("writes a moment in the viewer's time, in the form of formatDate", () => {
    expect(formatDateTime(new Date(2026, 10, 26, 14, 5))).toBe('26 NOV 2026, 14:05')
    expect(formatDateTime(new Date(2026, 8, 3, 9, 0).toISOString())).toBe('3 SEP 2026, 09:00')
  })

  it('says N/A for no moment', () => {
    expect(formatDateTime(null)).toBe('N/A')
    expect(formatDateTime('later')).toBe('N/A')
  })
})

describe('formatMonth', () => {
  it('is empty for no month', () => {
    expect(formatMonth(null)).toBe('')
    expect(formatMonth('soon')).toBe('')
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
