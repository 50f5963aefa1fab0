import { describe, expect, it } from 'vitest'

import type { Slot, Weekday } from '@/api/generated/types.gen'

import { freeSlots, instantOf, type SlotRules } from './slots'

/**
 * The slot engine across daylight-saving changes in both hemispheres (openapi.yaml "Sessions"):
 * slots keep their wall-clock time, a local time that does not exist is never offered, a
 * repeated one is its second occurrence, and a booked session (an instant) blocks exactly its
 * own time whatever the clocks do.
 */
const HOUR = 3_600_000
const DAY = 24 * HOUR

function rules(
  timeZone: SlotRules['timeZone'],
  day: Weekday,
  start: string,
  end: string,
  sessionMinutes: SlotRules['sessionMinutes'] = 60,
): SlotRules {
  return {
    timeZone,
    weeklyHours: [{ day, start, end }],
    sessionMinutes,
    bufferMinutes: 0,
    horizonDays: 90,
    daysOff: [],
  }
}

/** The slots of one local date, as wall-clock start times there. */
function localStarts(slots: Slot[], timeZone: string, date: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return slots
    .map((slot) => format.format(new Date(slot.start)).replace(',', ''))
    .filter((text) => text.startsWith(date))
    .map((text) => text.slice(11))
}

/** Slots of the two weeks around `date` (the clock well before them). */
function slotsAround(slotRules: SlotRules, date: string) {
  const at = Date.parse(`${date}T12:00:00Z`)
  return freeSlots(slotRules, [], { from: at - 8 * DAY, to: at + 2 * DAY, now: at - 20 * DAY })
}

const lengths = (slots: Slot[]) =>
  new Set(slots.map((slot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000))

describe('slots across a daylight-saving change', () => {
  it('New York, clocks forward (8 March 2026): 02:00 does not exist and is never offered', () => {
    const r = rules('America/New_York', 'sunday', '01:00', '05:00')
    const slots = slotsAround(r, '2026-03-08')
    expect(localStarts(slots, r.timeZone, '2026-03-01')).toEqual([
      '01:00',
      '02:00',
      '03:00',
      '04:00',
    ])
    // 01:00 would end at 02:00, which does not exist that day: its real length is not 60 minutes.
    expect(localStarts(slots, r.timeZone, '2026-03-08')).toEqual(['03:00', '04:00'])
    expect(lengths(slots)).toEqual(new Set([60]))
    // The same wall-clock time, an hour earlier in UTC once the clocks have gone forward.
    expect(slots.map((slot) => slot.start)).toContain('2026-03-01T08:00:00.000Z')
    expect(slots.map((slot) => slot.start)).toContain('2026-03-08T07:00:00.000Z')
  })

  it('New York, clocks back (1 November 2026): 01:00 is offered once, as its second occurrence', () => {
    const r = rules('America/New_York', 'sunday', '01:00', '04:00')
    const slots = slotsAround(r, '2026-11-01')
    expect(localStarts(slots, r.timeZone, '2026-10-25')).toEqual(['01:00', '02:00', '03:00'])
    expect(localStarts(slots, r.timeZone, '2026-11-01')).toEqual(['01:00', '02:00', '03:00'])
    const starts = slots.map((slot) => slot.start)
    expect(starts).toContain('2026-11-01T06:00:00.000Z') // 01:00 EST, the second 01:00
    expect(starts).not.toContain('2026-11-01T05:00:00.000Z') // 01:00 EDT, the first
    expect(lengths(slots)).toEqual(new Set([60]))
    expect(instantOf({ year: 2026, month: 11, day: 1 }, 90, r.timeZone)).toBe(
      Date.parse('2026-11-01T06:30:00.000Z'),
    )
  })

  it('Sydney, clocks back (5 April 2026): morning slots keep their local time', () => {
    const r = rules('Australia/Sydney', 'sunday', '09:00', '11:00')
    const slots = slotsAround(r, '2026-04-05')
    expect(localStarts(slots, r.timeZone, '2026-03-29')).toEqual(['09:00', '10:00'])
    expect(localStarts(slots, r.timeZone, '2026-04-05')).toEqual(['09:00', '10:00'])
    const starts = slots.map((slot) => slot.start)
    expect(starts).toContain('2026-03-28T22:00:00.000Z') // 09:00 AEDT (UTC+11)
    expect(starts).toContain('2026-04-04T23:00:00.000Z') // 09:00 AEST (UTC+10)
    // 02:30 happens twice that night: the second one (AEST).
    expect(instantOf({ year: 2026, month: 4, day: 5 }, 150, r.timeZone)).toBe(
      Date.parse('2026-04-04T16:30:00.000Z'),
    )
  })

  it('Sydney, clocks forward (4 October 2026): 02:00 to 03:00 is never offered', () => {
    const r = rules('Australia/Sydney', 'sunday', '01:00', '04:00', 30)
    const slots = slotsAround(r, '2026-10-04')
    expect(localStarts(slots, r.timeZone, '2026-10-04')).toEqual(['01:00', '03:00', '03:30'])
    expect(lengths(slots)).toEqual(new Set([30]))
    expect(instantOf({ year: 2026, month: 10, day: 4 }, 150, r.timeZone)).toBeNull()
  })

  it('a booked session blocks its own instant, and only that, across the change', () => {
    const r = rules('America/New_York', 'sunday', '01:00', '05:00')
    // Booked before the change for 8 March 03:00 EDT: the instant stays 07:00Z.
    const booked = { start: Date.parse('2026-03-08T07:00:00.000Z'), end: 0 }
    booked.end = booked.start + HOUR
    const at = Date.parse('2026-03-08T12:00:00Z')
    const slots = freeSlots(r, [booked], { from: at - DAY, to: at + DAY, now: at - 20 * DAY })
    expect(localStarts(slots, r.timeZone, '2026-03-08')).toEqual(['04:00'])
  })
})
