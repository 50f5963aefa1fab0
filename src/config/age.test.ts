import { describe, expect, it } from 'vitest'

import { birthdateAgeProblem } from './age'

const born = (iso: string) => new Date(`${iso}T00:00:00.000Z`)

describe('birthdateAgeProblem (part 2 section 9: age 15 to 100, both inclusive)', () => {
  // Late in the day: the rule reads the calendar day, not the hour.
  const now = new Date('2026-11-25T18:45:00.000Z')

  it('accepts exactly 100 and exactly 15 years, whatever the time of day', () => {
    expect(birthdateAgeProblem(born('1926-11-25'), now)).toBeNull()
    expect(birthdateAgeProblem(born('2011-11-25'), now)).toBeNull()
    expect(birthdateAgeProblem(born('1926-11-25'), new Date('2026-11-25T00:00:00.000Z'))).toBeNull()
    expect(birthdateAgeProblem(born('1926-11-25'), new Date('2026-11-25T23:59:59.999Z'))).toBeNull()
  })

  it('refuses a day beyond either end, and a day after today', () => {
    expect(birthdateAgeProblem(born('1926-11-24'), now)).toBe('tooOld')
    expect(birthdateAgeProblem(born('2011-11-26'), now)).toBe('tooYoung')
    expect(birthdateAgeProblem(born('2026-11-25'), now)).toBe('tooYoung')
    expect(birthdateAgeProblem(born('2026-11-26'), now)).toBe('future')
  })

  it('gives someone born on 29 February their birthday on 1 March', () => {
    const leapling = born('2008-02-29')
    expect(birthdateAgeProblem(leapling, new Date('2023-02-28T12:00:00.000Z'))).toBe('tooYoung')
    expect(birthdateAgeProblem(leapling, new Date('2023-03-01T12:00:00.000Z'))).toBeNull()
  })
})
