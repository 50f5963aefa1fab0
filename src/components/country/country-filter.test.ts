import { describe, expect, it } from 'vitest'

import { countries } from '@/lib/countries'

import { filterCountries } from './country-filter'

const names = (query: string) => filterCountries(countries, query).map((country) => country.name)

describe('country search', () => {
  it('lists every country for an empty query', () => {
    expect(filterCountries(countries, '  ')).toHaveLength(countries.length)
  })

  it.each<[string, string[]]>([
    ['india', ['British Indian Ocean Territory', 'India']],
    ['IN', ['India']],
    ['+91', ['India']],
    ['91', ['India']],
  ])('%j finds %j', (query, expected) => {
    for (const name of expected) expect(names(query)).toContain(name)
  })

  it('matches dial codes by their digits, NANP countries included', () => {
    expect(names('+1')).toEqual(expect.arrayContaining(['United States', 'Canada', 'Anguilla']))
    expect(names('+44')).toContain('United Kingdom')
  })

  it('finds nothing for nonsense', () => {
    expect(names('zzzz')).toEqual([])
  })
})
