import { describe, expect, it } from 'vitest'

import type { CatalystAvailability } from '@/api/generated/types.gen'

import { nextRange, rangeProblems, upcomingHours } from './availability-rules'
import { availabilityOf, formValuesOf } from './availability-values'
import { availabilitySchema } from './schemas'

const saved: CatalystAvailability = {
  timeZone: 'Asia/Kolkata',
  weeklyHours: [
    { day: 'monday', start: '15:00', end: '18:00' },
    { day: 'monday', start: '10:00', end: '13:00' },
    { day: 'friday', start: '20:00', end: '24:00' },
  ],
  sessionMinutes: 45,
  bufferMinutes: 15,
  horizonDays: 30,
  daysOff: ['2026-12-25'],
  meetingLink: null,
}

const messages = (values: unknown) => {
  const result = availabilitySchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('the availability editor rules', () => {
  it('turns the saved availability into the form and back (midnight as 00:00 in the form)', () => {
    const values = formValuesOf(saved)
    expect(values.days[0]).toEqual({
      day: 'monday',
      on: true,
      ranges: [
        { start: '10:00', end: '13:00' },
        { start: '15:00', end: '18:00' },
      ],
    })
    expect(values.days[4]!.ranges).toEqual([{ start: '20:00', end: '00:00' }])
    expect(values.days[1]).toEqual({ day: 'tuesday', on: false, ranges: [] })
    expect(messages(values)).toEqual([])
    const body = availabilityOf(values)
    expect(body.weeklyHours).toEqual([
      { day: 'monday', start: '10:00', end: '13:00' },
      { day: 'monday', start: '15:00', end: '18:00' },
      { day: 'friday', start: '20:00', end: '24:00' },
    ])
    expect(body).toMatchObject({ sessionMinutes: 45, bufferMinutes: 15, horizonDays: 30 })
    // A day switched off keeps its ranges in the form, but sends none.
    values.days[0]!.on = false
    expect(availabilityOf(values).weeklyHours).toHaveLength(1)
  })

  it('says what is wrong with a day in the contract words', () => {
    expect(rangeProblems('monday', [{ start: '12:00', end: '09:00' }])[0]!.message).toBe(
      'Monday: the end time must be after the start time.',
    )
    expect(
      rangeProblems('monday', [
        { start: '11:00', end: '13:00' },
        { start: '09:00', end: '12:00' },
      ]).map((problem) => problem.message),
    ).toEqual(['Monday: 09:00 – 12:00 overlaps 11:00 – 13:00.'])
    const four = ['08', '10', '12', '14'].map((hour) => ({
      start: `${hour}:00`,
      end: `${hour}:30`,
    }))
    expect(rangeProblems('monday', four)[0]!.message).toBe('Monday: at most 3 time ranges a day.')
    // Touching ranges do not overlap; an end of 00:00 is midnight.
    expect(
      rangeProblems('sunday', [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '00:00' },
      ]),
    ).toEqual([])
  })

  it('checks the link, the horizon and the buffer', () => {
    const values = formValuesOf(saved)
    expect(messages({ ...values, meetingLink: 'meet.example.org/me' })).toEqual([
      'The meeting link must be an http(s) address.',
    ])
    expect(messages({ ...values, meetingLink: 'ftp://example.org' })).toEqual([
      'The meeting link must be an http(s) address.',
    ])
    expect(messages({ ...values, meetingLink: ' https://meet.example.org/me ' })).toEqual([])
    expect(messages({ ...values, horizonDays: '91' })).toEqual([
      'Enter a whole number of days from 1 to 90.',
    ])
    expect(messages({ ...values, horizonDays: '0' })).toHaveLength(1)
    expect(messages({ ...values, bufferMinutes: '7' })).toHaveLength(1)
  })

  it('offers the hour after the last range, or the usual hours', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' })
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' })
    expect(nextRange([{ start: '22:00', end: '23:30' }])).toEqual({ start: '23:30', end: '00:00' })
    expect(nextRange([{ start: '22:00', end: '00:00' }])).toEqual({ start: '09:00', end: '17:00' })
  })

  it('lists the next days with hours in the Catalyst zone, skipping days off', () => {
    // 2026-12-24 20:00 UTC is Friday 25 December 01:30 in Kolkata: a day off.
    const days = upcomingHours(saved, new Date('2026-12-24T20:00:00Z'), 3)
    expect(days).toEqual([
      { date: '2026-12-28', day: 'monday', ranges: ['10:00 – 13:00', '15:00 – 18:00'] },
      { date: '2027-01-01', day: 'friday', ranges: ['20:00 – 24:00'] },
      { date: '2027-01-04', day: 'monday', ranges: ['10:00 – 13:00', '15:00 – 18:00'] },
    ])
    expect(upcomingHours({ ...saved, horizonDays: 2 }, new Date('2026-12-24T20:00:00Z'))).toEqual(
      [],
    )
  })
})
