import { describe, expect, it } from 'vitest'

import {
  dayOfValue,
  dayText,
  isDayValueOrEmpty,
  NO_SUCH_DAY,
  parseDayText,
  today,
  UNREADABLE_DAY,
  unreadableDayMessage,
  valueOfDay,
} from './day-value'

const APRIL_12 = { year: 2021, month: 3, day: 12 }

describe('parseDayText', () => {
  it.each([
    '12/04/2021',
    '12/4/2021',
    '12.04.2021',
    '12-04-2021',
    '12 04 2021',
    '2021-04-12',
    '12 Apr 2021',
    '12 APR 2021',
    '12th April 2021',
    'Apr 12, 2021',
    '  12/04/2021  ',
  ])('reads "%s" as 12 April 2021 (day first, as en-GB writes it)', (text) => {
    expect(parseDayText(text)).toEqual(APRIL_12)
  })

  it('reads "Sept" and "Sep" as September', () => {
    expect(parseDayText('1 Sept 2020')).toEqual({ year: 2020, month: 8, day: 1 })
    expect(parseDayText('1 SEP 2020')).toEqual({ year: 2020, month: 8, day: 1 })
  })

  it.each(['', '12/04', '31/02/2021', '12/13/2021', '12/04/21', 'tomorrow', '12 Foo 2021'])(
    'reads no day in "%s"',
    (text) => {
      expect(parseDayText(text)).toBeNull()
    },
  )

  it('knows leap years', () => {
    expect(parseDayText('29/02/2024')).toEqual({ year: 2024, month: 1, day: 29 })
    expect(parseDayText('29/02/2023')).toBeNull()
  })
})

describe('form values', () => {
  it('writes a day in the format its API takes, and reads it back', () => {
    expect(valueOfDay(APRIL_12, 'date')).toBe('2021-04-12')
    expect(valueOfDay(APRIL_12, 'date-time')).toBe('2021-04-12T00:00:00.000Z')
    expect(dayOfValue('2021-04-12', 'date')).toEqual(APRIL_12)
    expect(dayOfValue('2021-04-12T00:00:00.000Z', 'date-time')).toEqual(APRIL_12)
  })

  it('reads a stored date-time on its UTC day', () => {
    expect(dayOfValue('2021-04-12T23:30:00.000Z', 'date-time')).toEqual(APRIL_12)
  })

  it('tells a day from text that reads as none', () => {
    expect(isDayValueOrEmpty('', 'date-time')).toBe(true)
    expect(isDayValueOrEmpty('2021-04-12T00:00:00.000Z', 'date-time')).toBe(true)
    expect(isDayValueOrEmpty('12/04', 'date-time')).toBe(false)
    expect(isDayValueOrEmpty('2021-02-31', 'date')).toBe(false)
  })

  it('says whether typed text is written wrongly or names a day that does not exist', () => {
    expect(unreadableDayMessage('31/02/2021')).toBe(NO_SUCH_DAY)
    expect(unreadableDayMessage('2021-13-01')).toBe(NO_SUCH_DAY)
    expect(unreadableDayMessage('30 Feb 2021')).toBe(NO_SUCH_DAY)
    expect(unreadableDayMessage('12/04')).toBe(UNREADABLE_DAY)
    expect(unreadableDayMessage('12/04/21')).toBe(UNREADABLE_DAY)
    expect(unreadableDayMessage('12 Foo 2021')).toBe(UNREADABLE_DAY)
  })

  it('shows a day as every list writes it', () => {
    expect(dayText(APRIL_12)).toBe('12 APR 2021')
    expect(dayText({ year: 2026, month: 8, day: 26 })).toBe('26 SEP 2026')
  })

  it("takes today from the person's own calendar", () => {
    expect(today(new Date(2026, 10, 26, 23, 59))).toEqual({ year: 2026, month: 10, day: 26 })
  })
})
