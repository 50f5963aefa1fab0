import { describe, expect, it } from 'vitest'

import { findCountryByCode } from './lookup'
import { nationalDigits, readableNumber, withDialCode } from './phone-number'

const india = findCountryByCode('IN')!
const colombia = findCountryByCode('CO')!

describe('nationalDigits', () => {
  it('takes the dial code off a number typed or stored with it, once', () => {
    expect(nationalDigits('916350795481', '+91', india)).toBe('6350795481')
    expect(nationalDigits('+916350795481', '+91', india)).toBe('6350795481')
    expect(nationalDigits('+91 63507-95481', '+91', india)).toBe('6350795481')
    expect(nationalDigits('6350795481', '+91', india)).toBe('6350795481')
  })

  it('keeps a national number that begins with the code’s digits', () => {
    expect(nationalDigits('9163507954', '+91', india)).toBe('9163507954')
    expect(nationalDigits('+919163507954', '+91', india)).toBe('9163507954')
    // Both readings have a valid length: what was typed in the number box is the number.
    expect(nationalDigits('5712345678', '+57', colombia)).toBe('5712345678')
  })

  it('leaves a number of no valid length as it is, for the length rule to name', () => {
    expect(nationalDigits('91916350795481', '+91', india)).toBe('91916350795481')
    expect(nationalDigits('12345', '+91', india)).toBe('12345')
    expect(nationalDigits('', '+91', india)).toBe('')
  })
})

describe('withDialCode', () => {
  it('prepends the code only if it is missing (part 2 section 5)', () => {
    expect(withDialCode('6350795481', '+91', india)).toBe('+916350795481')
    expect(withDialCode('916350795481', '+91', india)).toBe('+916350795481')
    expect(withDialCode('+916350795481', '+91', india)).toBe('+916350795481')
    expect(withDialCode('9163507954', '+91', india)).toBe('+919163507954')
  })

  it('leaves an empty number empty', () => {
    expect(withDialCode('', '+91', india)).toBe('')
  })
})

describe('readableNumber', () => {
  it('shows the dial code once, apart, however the number was kept', () => {
    expect(readableNumber('6350795481', '+91')).toBe('+91 6350795481')
    expect(readableNumber('+916350795481', '+91')).toBe('+91 6350795481')
    expect(readableNumber('+916350795481', null)).toBe('+916350795481')
    expect(readableNumber('6350795481', '')).toBe('6350795481')
    expect(readableNumber('  ', '+91')).toBe('')
    expect(readableNumber(null)).toBe('')
  })
})
