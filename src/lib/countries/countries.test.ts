import { describe, expect, it } from 'vitest'

import { countries, findCountryByCode } from './index'

const byCode = (code: string) => {
  const country = findCountryByCode(code)
  if (!country) throw new Error(`${code} is not listed`)
  return country
}

describe('the generated country list', () => {
  it('lists every country and territory once, sorted by name', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240)
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length)
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length)
    const collator = new Intl.Collator('en')
    const names = countries.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)))
  })

  it('gives every entry a well-formed code, dial code, lengths, flag and position', () => {
    for (const c of countries) {
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/)
      expect(c.dial_code, c.name).toMatch(/^\+\d{1,4}$/)
      expect(c.mobile_number_length, c.name).toBeGreaterThanOrEqual(4)
      expect(c.mobile_number_length, c.name).toBeLessThanOrEqual(15)
      const flagLetters = [...c.flag].map((symbol) =>
        String.fromCharCode((symbol.codePointAt(0) ?? 0) - 0x1f1e6 + 65),
      )
      expect(flagLetters.join(''), c.name).toBe(c.code)
      expect(c.lat, c.name).toBeGreaterThanOrEqual(-90)
      expect(c.lat, c.name).toBeLessThanOrEqual(90)
      expect(c.lan, c.name).toBeGreaterThanOrEqual(-180)
      expect(c.lan, c.name).toBeLessThanOrEqual(180)
    }
  })

  it('gives a landline length only where it differs from the mobile one', () => {
    const withLandline = countries.filter((c) => c.landline_number_length !== undefined)
    expect(withLandline.length).toBeGreaterThan(0)
    for (const c of withLandline) {
      expect(c.landline_number_length, c.name).toBeGreaterThanOrEqual(4)
      expect(c.landline_number_length, c.name).toBeLessThanOrEqual(15)
      expect(c.landline_number_length, `${c.name}: only when distinct`).not.toBe(
        c.mobile_number_length,
      )
    }
  })

  it('has the spec examples: 10 digits for India and the United States', () => {
    expect(byCode('IN')).toEqual({
      name: 'India',
      dial_code: '+91',
      code: 'IN',
      mobile_number_length: 10,
      flag: '🇮🇳',
      lat: expect.closeTo(20.6, 0) as number,
      lan: expect.closeTo(79, 0) as number,
    })
    expect(byCode('US')).toMatchObject({
      name: 'United States',
      dial_code: '+1',
      mobile_number_length: 10,
      flag: '🇺🇸',
    })
    expect(byCode('CA')).toMatchObject({ dial_code: '+1', mobile_number_length: 10 })
  })

  it('has sensible lengths for the United Kingdom and Germany', () => {
    // UK mobiles (07xxx xxxxxx) and most landlines have 10 national digits.
    expect(byCode('GB')).toMatchObject({
      name: 'United Kingdom',
      dial_code: '+44',
      mobile_number_length: 10,
    })
    expect(byCode('GB').landline_number_length ?? 10).toBeGreaterThanOrEqual(9)
    // German mobiles have 10 or 11 national digits (015x numbers 11).
    const germany = byCode('DE')
    expect(germany).toMatchObject({ name: 'Germany', dial_code: '+49' })
    expect([10, 11]).toContain(germany.mobile_number_length)
    expect(germany.landline_number_length ?? 11).toBeGreaterThanOrEqual(10)
    expect(germany.landline_number_length ?? 11).toBeLessThanOrEqual(11)
  })

  it('has "9 for many others" (spec part 1 section 9) and distinct landline lengths', () => {
    expect(countries.filter((c) => c.mobile_number_length === 9).length).toBeGreaterThan(50)
    expect(byCode('FR').mobile_number_length).toBe(9)
    expect(byCode('CN')).toMatchObject({ mobile_number_length: 11, landline_number_length: 10 })
    expect(byCode('JP')).toMatchObject({ mobile_number_length: 10, landline_number_length: 9 })
  })

  it('places countries roughly where they are', () => {
    expect(byCode('AU').lat).toBeLessThan(-20)
    expect(byCode('BR').lan).toBeLessThan(-40)
    expect(byCode('JP').lan).toBeGreaterThan(130)
    // A fallback centroid (not in the canonical points): South Sudan.
    expect(byCode('SS').lat).toBeCloseTo(7, 0)
    expect(byCode('SS').lan).toBeCloseTo(30, 0)
  })
})
