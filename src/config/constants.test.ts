import { describe, expect, it } from 'vitest'

import { zTimeZone, zWeekday } from '@/api/generated/zod.gen'

import {
  TIME_ZONES,
  weekdayName,
  weekdayOfDayNumber,
  WEEKDAYS,
  weekdayShortName,
} from './constants'

describe('TIME_ZONES', () => {
  it("are the contract's TimeZone values, in its order", () => {
    expect(TIME_ZONES).toEqual(zTimeZone.options)
  })
})

describe('WEEKDAYS', () => {
  it("are the contract's Weekday values, Monday first", () => {
    expect([...WEEKDAYS].sort()).toEqual([...zWeekday.options].sort())
    expect(WEEKDAYS[0]).toBe('monday')
  })

  it('name each day long and short, as the screens show them', () => {
    expect(WEEKDAYS.map(weekdayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(WEEKDAYS.map(weekdayShortName)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ])
  })

  it("read Date's day numbers, 0 being Sunday", () => {
    expect(weekdayOfDayNumber(0)).toBe('sunday')
    expect(weekdayOfDayNumber(1)).toBe('monday')
    expect(weekdayOfDayNumber(new Date(2026, 11, 1).getDay())).toBe('tuesday')
  })
})
