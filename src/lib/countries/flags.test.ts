import { describe, expect, it } from 'vitest'

import { countries } from './index'
import { flagImageUrl } from './flags'

const svgOf = (url: string) =>
  decodeURIComponent(url.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))

describe('country flags', () => {
  it('has an SVG flag for every country of the list', () => {
    const missing = countries.filter((country) => !flagImageUrl(country.code))
    expect(missing.map((country) => country.code)).toEqual([])
  })

  it('gives a data: URL of an SVG image, whatever the case of the code', () => {
    const url = flagImageUrl('in')
    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
    expect(url).toBe(flagImageUrl(' IN '))
    const svg = svgOf(url ?? '')
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    // 3:2, the shape the picker lays out.
    expect(svg).toContain('viewBox="0 0 513 342"')
    // An image runs no script, but the flags have none to begin with.
    expect(svg).not.toMatch(/<script|\son\w+=/i)
  })

  it('has none for an unknown code', () => {
    expect(flagImageUrl('ZZ')).toBeUndefined()
    expect(flagImageUrl('')).toBeUndefined()
  })
})
