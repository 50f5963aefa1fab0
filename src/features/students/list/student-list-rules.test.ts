import { describe, expect, it } from 'vitest'

import type { StudentCard } from '@/api/students/queries'

import {
  acceptedSince,
  ageLabel,
  countryChips,
  nextSort,
  studentCountries,
  studentListView,
} from './student-list-rules'

const DAY = 24 * 60 * 60 * 1000
const now = new Date(2026, 10, 24, 15, 30)
const daysAgo = (days: number, hour = 12) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hour).toISOString()

const card = (name: string, fields: Partial<StudentCard> = {}): StudentCard => ({
  studentId: name,
  name,
  acceptedDate: daysAgo(1),
  ...fields,
})

const students = [
  card('Anna Schmidt', { country: 'Germany', acceptedDate: daysAgo(0, 9), unreadChat: 2 }),
  card('José Pérez', { country: 'Spain', acceptedDate: daysAgo(6) }),
  card('Li Wei', { country: 'China', acceptedDate: daysAgo(7) }),
  card('Priya Nair', { country: 'India', acceptedDate: daysAgo(29), unreadChat: 12 }),
  card('Omar Haddad', { country: 'Egypt', acceptedDate: daysAgo(30) }),
]
const names = (list: StudentCard[]) => list.map((student) => student.name)
const view = (filter: Partial<Parameters<typeof studentListView>[1]>) =>
  names(studentListView(students, { query: '', countries: [], unreadOnly: false, ...filter }, now))

describe('the My Students list rules', () => {
  it('cycles the sort none, newest, oldest, none', () => {
    expect(nextSort(undefined)).toBe('newest')
    expect(nextSort('newest')).toBe('oldest')
    expect(nextSort('oldest')).toBeUndefined()
    expect(view({ sort: 'newest' })[0]).toBe('Anna Schmidt')
    expect(view({ sort: 'oldest' })[0]).toBe('Omar Haddad')
    expect(view({})).toEqual(names(students))
  })

  it('searches name or country, any case and without accents; blank matches all', () => {
    expect(view({ query: 'jose' })).toEqual(['José Pérez'])
    expect(view({ query: 'INDIA' })).toEqual(['Priya Nair'])
    expect(view({ query: '  ' })).toHaveLength(5)
    expect(view({ query: 'nobody' })).toEqual([])
  })

  it('counts today from midnight and the 7 and 30 days back from there', () => {
    expect(acceptedSince('today', now)).toBe(new Date(2026, 10, 24).getTime())
    expect(view({ accepted: 'today' })).toEqual(['Anna Schmidt'])
    expect(view({ accepted: 'week' })).toEqual(['Anna Schmidt', 'José Pérez'])
    expect(view({ accepted: 'month' })).toEqual([
      'Anna Schmidt',
      'José Pérez',
      'Li Wei',
      'Priya Nair',
    ])
    expect(acceptedSince('week', now) - acceptedSince('month', now)).toBe(23 * DAY)
  })

  it('narrows to the chosen countries and to unread chats, together', () => {
    expect(view({ countries: ['India', 'Germany'] })).toEqual(['Anna Schmidt', 'Priya Nair'])
    expect(view({ unreadOnly: true })).toEqual(['Anna Schmidt', 'Priya Nair'])
    expect(view({ unreadOnly: true, countries: ['India'] })).toEqual(['Priya Nair'])
    expect(studentCountries(students)).toEqual(['China', 'Egypt', 'Germany', 'India', 'Spain'])
  })

  it('shows the first 5 chosen countries and +N for the rest', () => {
    expect(countryChips(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 })
    expect(countryChips(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toEqual({
      shown: ['A', 'B', 'C', 'D', 'E'],
      more: 2,
    })
  })

  it('words an age, and an unknown or impossible one as Age N/A', () => {
    expect(ageLabel(21)).toBe('21 years')
    expect(ageLabel(1)).toBe('1 year')
    expect([null, undefined, -1, 151, Number.NaN].map(ageLabel)).toEqual(Array(5).fill('Age N/A'))
  })
})
