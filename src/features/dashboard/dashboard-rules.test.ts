import { describe, expect, it } from 'vitest'

import {
  changeLabel,
  heatmapRanges,
  priorityOf,
  requestCountLabel,
  studentsPerCountry,
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

  it('maps priority codes to labelled colours, and unknown codes to none', () => {
    expect(priorityOf(0)).toEqual({ label: 'High', tone: 'danger' })
    expect(priorityOf(1)).toEqual({ label: 'Medium', tone: 'warning' })
    expect(priorityOf(2)).toEqual({ label: 'Low', tone: 'success' })
    expect(priorityOf(3)).toBeNull()
    expect(priorityOf(undefined)).toBeNull()
  })

  it('signs the change percent and rounds it to one decimal', () => {
    expect(changeLabel(12.345)).toBe('+12.3%')
    expect(changeLabel(-3)).toBe('-3%')
    expect(changeLabel(0)).toBe('0%')
    expect(changeLabel(undefined)).toBeNull()
  })
})

describe('the countries heatmap', () => {
  it('counts students per country, most first, ignoring blanks', () => {
    const entries = ['India', 'India', 'Kenya', '', null, ' India '].map((country) => ({
      user_details: { country },
    }))
    expect(studentsPerCountry(entries)).toEqual([
      { country: 'India', count: 3 },
      { country: 'Kenya', count: 1 },
    ])
  })

  it('splits 1 to max into 11 contiguous colour steps, fewer for small counts', () => {
    const ranges = heatmapRanges(110)
    expect(ranges).toHaveLength(11)
    expect(ranges[0]).toEqual({ min: 1, max: 10 })
    expect(ranges.at(-1)).toEqual({ min: 101, max: 110 })
    for (let index = 1; index < ranges.length; index++)
      expect(ranges[index]!.min).toBe(ranges[index - 1]!.max + 1)
    expect(heatmapRanges(3)).toEqual([
      { min: 1, max: 1 },
      { min: 2, max: 2 },
      { min: 3, max: 3 },
    ])
    expect(heatmapRanges(0)).toEqual([])
  })
})
