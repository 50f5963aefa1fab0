import { describe, expect, it } from 'vitest'

import {
  changeLabel,
  interactionTone,
  priorityOf,
  requestCountLabel,
  requestsPerMonth,
} from './dashboard-rules'

describe('dashboard rules', () => {
  it('shows the request count exactly up to 5, else rounded down to fives with a plus', () => {
    expect([0, 1, 5, 6, 9, 10, 14, 27].map(requestCountLabel)).toEqual([
      '0',
      '1',
      '5',
      '5+',
      '5+',
      '10+',
      '10+',
      '25+',
    ])
  })

  it('colours interactions by progress: 80 or more, 60 or more, below 60', () => {
    expect([100, 80, 79.9, 60, 59, 0].map(interactionTone)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'danger',
      'danger',
    ])
  })

  it('maps priority codes to labelled colours, and unknown codes to none', () => {
    expect(priorityOf(0)).toEqual({ label: 'High', tone: 'danger' })
    expect(priorityOf(1)).toEqual({ label: 'Medium', tone: 'warning' })
    expect(priorityOf(2)).toEqual({ label: 'Low', tone: 'success' })
    expect(priorityOf(3)).toBeNull()
    expect(priorityOf(undefined)).toBeNull()
  })

  it('counts requests per month over the last 6 months, the current one last', () => {
    const now = new Date(2026, 10, 24, 12)
    const months = requestsPerMonth(
      [
        new Date(2026, 10, 2).toISOString(),
        new Date(2026, 10, 20).toISOString(),
        new Date(2026, 5, 1).toISOString(),
        new Date(2026, 4, 31).toISOString(), // seven months back: out
        new Date(2026, 11, 1).toISOString(), // the future: out
        'not a date',
      ],
      now,
    )
    expect(months.map((entry) => [entry.month.getMonth(), entry.count])).toEqual([
      [5, 1],
      [6, 0],
      [7, 0],
      [8, 0],
      [9, 0],
      [10, 2],
    ])
  })

  it('signs the change percent and rounds it to one decimal', () => {
    expect(changeLabel(12.345)).toBe('+12.3%')
    expect(changeLabel(-3)).toBe('-3%')
    expect(changeLabel(0)).toBe('0%')
    expect(changeLabel(undefined)).toBeNull()
  })
})
