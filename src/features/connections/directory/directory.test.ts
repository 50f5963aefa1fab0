import { describe, expect, it } from 'vitest'

import type { Catalyst } from '@/api/connections/queries'

import { directoryView, matchesName, toConnectRequest } from './directory'

const catalyst = (id: string, status: Catalyst['status'], given: string | null, family?: string) =>
  ({ id, status, given_name: given, family_name: family ?? null }) as Catalyst

describe('matchesName (spec part 2 section 4)', () => {
  const sofia = catalyst('1', 'none', 'Sofia', 'Martínez')

  it('matches the given or the family name, case-insensitively, accents optional', () => {
    expect(matchesName(sofia, 'SOF')).toBe(true)
    expect(matchesName(sofia, 'martinez')).toBe(true)
    expect(matchesName(sofia, '  tín ')).toBe(true)
    expect(matchesName(sofia, 'sofia mar')).toBe(true)
    expect(matchesName(sofia, 'spain')).toBe(false)
    expect(matchesName(sofia, '   ')).toBe(true)
  })

  it('copes with missing names and other scripts', () => {
    expect(matchesName(catalyst('2', 'none', null), 'a')).toBe(false)
    expect(matchesName(catalyst('3', 'none', 'प्रिया', 'Mwangi'), 'प्रि')).toBe(true)
  })
})

describe('directoryView', () => {
  const list = [
    catalyst('a', 'invited', 'Asked'),
    catalyst('b', 'accepted', 'Mine'),
    catalyst('c', 'none', 'Other'),
    catalyst('d', 'invited', 'Also asked'),
    catalyst('e', 'none', 'Last'),
  ]

  it('hides the accepted one and puts invited ones last, in the server order', () => {
    const ids = directoryView(list, { query: '', requestedOnly: false }).map((item) => item.id)
    expect(ids).toEqual(['c', 'e', 'a', 'd'])
  })

  it('puts featured Catalysts first, the same rules within each group (issue 29)', () => {
    const featured = (item: Catalyst) => ({ ...item, featured: true })
    const mixed = [
      catalyst('a', 'invited', 'Asked'),
      featured(catalyst('f', 'invited', 'Featured, asked')),
      catalyst('c', 'none', 'Other'),
      featured(catalyst('g', 'none', 'Featured')),
    ]
    const ids = directoryView(mixed, { query: '', requestedOnly: false }).map((item) => item.id)
    expect(ids).toEqual(['g', 'f', 'c', 'a'])
  })

  it('keeps a catalyst asked during this visit in its place', () => {
    const ids = directoryView(list, {
      query: '',
      requestedOnly: false,
      keepInPlace: new Set(['a']),
    })
    expect(ids.map((item) => item.id)).toEqual(['a', 'c', 'e', 'd'])
  })

  it('shows only invited ones with the Requested toggle, and searches within them', () => {
    expect(directoryView(list, { query: '', requestedOnly: true }).map((item) => item.id)).toEqual([
      'a',
      'd',
    ])
    expect(
      directoryView(list, { query: 'also', requestedOnly: true }).map((item) => item.id),
    ).toEqual(['d'])
  })
})

describe('toConnectRequest (spec part 2 sections 5, 7)', () => {
  it('trims the answers and sends the message as invite_message only when given', () => {
    expect(
      toConnectRequest({ college: ' IIT ', company: 'Pilot', stream: 'Pune ', message: '  ' }),
    ).toEqual({ interest: { college: 'IIT', company: 'Pilot', stream: 'Pune' } })
    expect(
      toConnectRequest({ college: 'IIT', company: 'Pilot', stream: 'Pune', message: ' Hi ' }),
    ).toMatchObject({ invite_message: 'Hi' })
  })
})
