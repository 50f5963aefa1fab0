import { describe, expect, it } from 'vitest'

import { dateComparer, newestFirst, newestFirstTop } from './common'

/** newestFirst as it was written before its fast path: the order it must keep. */
function reference<T>(items: readonly T[], date: (item: T) => string | null | undefined): T[] {
  return [...items].reverse().sort((a, b) => (date(b) ?? '').localeCompare(date(a) ?? ''))
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state % below
  }
}

const START = Date.UTC(2024, 0, 1)

describe('newestFirst', () => {
  it('orders ISO instants as localeCompare does, ties in reverse insertion order', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const pick = random(seed)
      const items = Array.from({ length: 200 }, (_, index) => ({
        index,
        // Few distinct dates, so ties are common; some missing.
        at: pick(10) === 0 ? null : new Date(START + pick(40) * 3_600_000).toISOString(),
      }))
      expect(newestFirst(items, (item) => item.at)).toEqual(reference(items, (item) => item.at))
    }
  })

  it('falls back to localeCompare when a date has another shape', () => {
    const dates = [
      '2026-01-02T10:00:00.000Z',
      '2026-01-02T10:00:00Z',
      '2026-01-02T9:00:00.000Z',
      '2026-01-02',
      '',
      'not a date',
      '2026-01-02T10:00:00.000Z',
    ]
    const items = dates.map((at, index) => ({ index, at }))
    expect(newestFirst(items, (item) => item.at)).toEqual(reference(items, (item) => item.at))
    expect(dateComparer(dates)('2026-01-02T9:00:00.000Z', '2026-01-02T10:00:00.000Z')).toBe(
      '2026-01-02T9:00:00.000Z'.localeCompare('2026-01-02T10:00:00.000Z'),
    )
  })

  it('leaves its input alone', () => {
    const items = [{ at: '2026-01-01T00:00:00.000Z' }, { at: '2026-01-03T00:00:00.000Z' }]
    const copy = [...items]
    newestFirst(items, (item) => item.at)
    expect(items).toEqual(copy)
  })
})

describe('newestFirstTop', () => {
  it('is the start of newestFirst, for any count', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const pick = random(seed)
      const items = Array.from({ length: 300 }, (_, index) => ({
        index,
        at: pick(15) === 0 ? null : new Date(START + pick(60) * 3_600_000).toISOString(),
      }))
      for (const count of [0, 1, 5, 20, 74, 75, 299, 300, 301]) {
        expect(newestFirstTop(items, (item) => item.at, count)).toEqual(
          newestFirst(items, (item) => item.at).slice(0, count),
        )
      }
    }
  })
})
