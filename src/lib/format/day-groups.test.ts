import { describe, expect, it } from 'vitest'

import { formatLocalDate } from './dates'
import { groupByDay } from './day-groups'

const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString()

describe('groupByDay', () => {
  it('groups items by the viewer’s day in their order, named in the one date form', () => {
    const items = [
      { id: 'a', at: at(28, 23) },
      { id: 'b', at: at(28, 0) },
      { id: 'c', at: at(26, 12) },
    ]
    expect(groupByDay(items, (item) => item.at)).toEqual([
      { day: formatLocalDate(at(28, 12)), items: [items[0], items[1]] },
      { day: formatLocalDate(at(26, 12)), items: [items[2]] },
    ])
  })

  it('is empty for no items', () => {
    expect(groupByDay([], () => at(1, 1))).toEqual([])
  })
})
