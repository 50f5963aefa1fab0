import { describe, expect, it } from 'vitest'

import { countriesByDialCode, findCountryByCode, findCountryByName } from './index'

describe('country lookups', () => {
  it('finds by ISO code in any case', () => {
    expect(findCountryByCode('IN')?.name).toBe('India')
    expect(findCountryByCode(' gb ')?.name).toBe('United Kingdom')
    expect(findCountryByCode('ZZ')).toBeUndefined()
  })

  it('finds by name ignoring case and accents', () => {
    expect(findCountryByName('india')?.code).toBe('IN')
    expect(findCountryByName('UNITED STATES')?.code).toBe('US')
    expect(findCountryByName('  United Kingdom ')?.code).toBe('GB')
    expect(findCountryByName('Curaçao')?.code).toBe('CW')
    expect(findCountryByName('Atlantis')).toBeUndefined()
  })

  it('lists every country sharing a dial code', () => {
    const nanp = countriesByDialCode('+1').map((c) => c.code)
    expect(nanp).toEqual(expect.arrayContaining(['US', 'CA', 'JM', 'PR']))
    expect(countriesByDialCode('91').map((c) => c.code)).toEqual(['IN'])
    expect(countriesByDialCode(' +44 ').map((c) => c.code)).toEqual(
      expect.arrayContaining(['GB', 'GG', 'IM', 'JE']),
    )
    expect(countriesByDialCode('+0')).toEqual([])
    expect(countriesByDialCode('abc')).toEqual([])
    expect(countriesByDialCode('')).toEqual([])
  })
})
