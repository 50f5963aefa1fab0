import { describe, expect, it } from 'vitest'

import {
  endMonthBounds,
  isMonthAllowed,
  monthLabel,
  monthOf,
  monthValue,
  startMonthBounds,
} from './month-bounds'

const today = new Date('2026-11-25T10:00:00.000Z')
const iso = (value: Date | null) => value?.toISOString().slice(0, 7) ?? null

describe('month values', () => {
  it('stores a month as its first day at midnight UTC and reads it back the same', () => {
    expect(monthValue(2024, 2)).toBe('2024-03-01T00:00:00.000Z')
    expect(monthLabel('2024-03-01T00:00:00.000Z')).toBe('MAR 2024')
    // The last instant of a month in UTC is still that month, whatever the local zone.
    expect(monthLabel('2024-03-31T23:59:59.000Z')).toBe('MAR 2024')
    expect(iso(monthOf('2019-07-15T12:00:00.000Z'))).toBe('2019-07')
  })

  it('reads nothing from an empty or malformed value', () => {
    expect(monthOf(null)).toBeNull()
    expect(monthOf('')).toBeNull()
    expect(monthOf('not a date')).toBeNull()
    expect(monthLabel('not a date')).toBe('')
  })
})

describe('start month bounds (part 2 section 5)', () => {
  it('run from ten years after birth to the earlier of the end and today', () => {
    const bounds = startMonthBounds({
      birthDate: '2004-06-15T00:00:00.000Z',
      end: '2022-05-01T00:00:00.000Z',
      today,
    })
    expect(iso(bounds.min)).toBe('2014-06')
    expect(iso(bounds.max)).toBe('2022-05')
  })

  it('stop at today when the end is later or missing, and go 90 years back without a birth date', () => {
    expect(iso(startMonthBounds({ end: '2030-01-01T00:00:00.000Z', today }).max)).toBe('2026-11')
    const open = startMonthBounds({ today })
    expect(iso(open.max)).toBe('2026-11')
    expect(iso(open.min)).toBe('1936-11')
  })
})

describe('end month bounds (part 2 section 5)', () => {
  it('start at the start month; work ends by today, academic up to 7 years ahead', () => {
    const start = '2020-09-01T00:00:00.000Z'
    expect(iso(endMonthBounds({ start, kind: 'work', today }).min)).toBe('2020-09')
    expect(iso(endMonthBounds({ start, kind: 'work', today }).max)).toBe('2026-11')
    expect(iso(endMonthBounds({ start, kind: 'academic', today }).max)).toBe('2033-11')
    expect(endMonthBounds({ kind: 'academic', today }).min).toBeNull()
  })
})

describe('isMonthAllowed', () => {
  const bounds = endMonthBounds({ start: '2020-09-01T00:00:00.000Z', kind: 'work', today })
  it.each([
    ['2020-08-31T00:00:00.000Z', false],
    ['2020-09-20T00:00:00.000Z', true],
    ['2026-11-30T00:00:00.000Z', true],
    ['2026-12-01T00:00:00.000Z', false],
  ])('%s is allowed: %s', (value, allowed) => {
    expect(isMonthAllowed(new Date(value), bounds)).toBe(allowed)
  })
})
