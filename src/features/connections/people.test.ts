import { describe, expect, it } from 'vitest'

import { displayCountry, displayName, replyTime, statBadges } from './people'

describe('people', () => {
  it('falls back to Unknown Name and Unknown Country', () => {
    expect(displayName('Asha', 'Rao')).toBe('Asha Rao')
    expect(displayName('Asha', null)).toBe('Asha')
    expect(displayName(' ', undefined)).toBe('Unknown Name')
    expect(displayCountry(null)).toBe('Unknown Country')
    expect(displayCountry('India')).toBe('India')
  })

  it('shows impact when numeric, pathways and response time only above 0', () => {
    expect(statBadges(undefined)).toEqual([])
    expect(statBadges({ guidance_impact: 0, no_pathway_recommended: 0, avg_res_time: 0 })).toEqual([
      expect.objectContaining({ key: 'guidance_impact', label: 'Guidance impact 0%' }),
    ])
    expect(
      statBadges({ guidance_impact: 87.4, no_pathway_recommended: 3, avg_res_time: 5.25 }).map(
        (badge) => badge.label,
      ),
    ).toEqual(['Guidance impact 87%', '3 pathways recommended', 'Replies in about 5 hours'])
    expect(
      statBadges({ no_pathway_recommended: 1, avg_res_time: 1 }).map((badge) => badge.label),
    ).toEqual(['1 pathway recommended', 'Replies in about 1 hour'])
    expect(statBadges({ guidance_impact: null, avg_res_time: Number.NaN })).toEqual([])
  })

  it.each([
    [0.4, 'under an hour'],
    [1, 'about 1 hour'],
    [5.25, 'about 5 hours'],
    [47.4, 'about 47 hours'],
    [48, 'about 2 days'],
    [70.7, 'about 3 days'],
    [200, 'about 8 days'],
  ])('a reply time of %s hours reads "%s" (no decimals, days from 48 hours)', (hours, text) => {
    expect(replyTime(hours)).toBe(text)
  })
})
