import { describe, expect, it } from 'vitest'

import {
  canShift,
  eventsByDay,
  localDayKey,
  monthGrid,
  monthInstants,
  plannerRange,
  shiftMonth,
} from './planner-rules'

const today = new Date(Date.UTC(2026, 10, 24))

describe('schedule planner rules', () => {
  it('ranges from January 10 years back to December 10 years forward', () => {
    expect(plannerRange(today)).toEqual({
      first: { year: 2016, month: 0 },
      last: { year: 2036, month: 11 },
    })
  })

  it('moves by months within the range and stops at its ends', () => {
    expect(shiftMonth({ year: 2026, month: 10 }, 2, today)).toEqual({ year: 2027, month: 0 })
    expect(shiftMonth({ year: 2016, month: 0 }, -1, today)).toEqual({ year: 2016, month: 0 })
    expect(shiftMonth({ year: 2036, month: 11 }, 1, today)).toEqual({ year: 2036, month: 11 })
    expect(canShift({ year: 2016, month: 0 }, -1, today)).toBe(false)
    expect(canShift({ year: 2036, month: 11 }, 1, today)).toBe(false)
    expect(canShift({ year: 2026, month: 10 }, -120, today)).toBe(true)
  })

  it('lays a month out in Monday-first weeks', () => {
    // November 2026 starts on a Sunday: six blanks before the 1st.
    const grid = monthGrid({ year: 2026, month: 10 })
    expect(grid.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(grid.filter(Boolean)).toHaveLength(30)
    expect(grid.length % 7).toBe(0)
  })

  it('groups events by day', () => {
    const byDay = eventsByDay([
      { day: '2026-11-24', kind: 'Last interaction', title: 'A' },
      { day: '2026-11-24', kind: 'Learning due', title: 'B' },
      { day: '2026-11-25', kind: 'Hub ends', title: 'C' },
    ])
    expect(byDay.get('2026-11-24')?.map((event) => event.title)).toEqual(['A', 'B'])
    expect(byDay.get('2026-11-26')).toBeUndefined()
  })

  it("puts a day's sessions first, soonest first, on their day where the viewer is", () => {
    const byDay = eventsByDay([
      { day: '2026-11-24', kind: 'Last interaction', title: 'A' },
      { day: '2026-11-24', kind: 'Session', title: 'Late', start: '2026-11-24T12:00:00.000Z' },
      { day: '2026-11-24', kind: 'Session', title: 'Early', start: '2026-11-24T08:00:00.000Z' },
    ])
    expect(byDay.get('2026-11-24')?.map((event) => event.title)).toEqual(['Early', 'Late', 'A'])
    const start = new Date(2026, 10, 24, 23, 30)
    expect(localDayKey(start)).toBe('2026-11-24')
    expect(monthInstants({ year: 2026, month: 11 })).toEqual({
      from: new Date(2026, 11, 1).toISOString(),
      to: new Date(2027, 0, 1).toISOString(),
    })
  })
})
