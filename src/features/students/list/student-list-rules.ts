import { nowDate } from '@/lib/clock'
import type { StudentCard } from '@/api/students/queries'

/** My Students texts, word for word from the spec (part 2 sections 2 and 8). */
export const STUDENT_LIST_MESSAGES = {
  loadFailed: 'Unable to load student data. Please try again later.',
  noStudents: 'No students connected',
  noStudentsHint: 'Invite a student to start guiding them.',
  noMatch: 'No students found',
  noMatchHint: 'Try adjusting your search or filters.',
} as const

/** The spec gives no debounce for this search; its other searches wait 300 ms (part 2 §9). */
export const STUDENT_SEARCH_DEBOUNCE_MS = 300

/** Cards per page (our choice): whole rows at 1 to 4 columns; the `large` scenario has 5,000. */
export const STUDENT_PAGE_SIZE = 24

/** Country chips shown in the filter before "+N" (part 2 section 9). */
export const COUNTRY_CHIPS_SHOWN = 5

/** Sort by acceptance date: none, then newest first, then oldest first, then none (part 2 §4). */
export type StudentSort = 'newest' | 'oldest'
export function nextSort(sort: StudentSort | undefined): StudentSort | undefined {
  if (sort === undefined) return 'newest'
  return sort === 'newest' ? 'oldest' : undefined
}

export const SORT_LABELS: Record<'none' | StudentSort, string> = {
  none: 'Sort by accepted date',
  newest: 'Newest accepted first',
  oldest: 'Oldest accepted first',
}

/** Accepted today (0 days back), in the last 7 days or the last 30 days (part 2 section 9). */
export const ACCEPTED_WITHIN = { today: 0, week: 7, month: 30 } as const
export type AcceptedWithin = keyof typeof ACCEPTED_WITHIN
export const ACCEPTED_WITHIN_LABELS: Record<AcceptedWithin, string> = {
  today: 'Accepted today',
  week: 'Last 7 days',
  month: 'Last 30 days',
}

export interface StudentListFilter {
  query: string
  accepted?: AcceptedWithin
  countries: readonly string[]
  unreadOnly: boolean
  sort?: StudentSort
}

/** Lower case without accents, so "jose" finds "José" and "INDIA" finds "India". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Name or country, case-insensitively (part 2 section 9). A blank query matches everyone. */
export function matchesStudent(student: StudentCard, query: string): boolean {
  const wanted = fold(query.trim())
  if (!wanted) return true
  return [student.name, student.country ?? ''].some((text) => fold(text).includes(wanted))
}

/**
 * "Accepted today" counts from local midnight; the 7 and 30 days are that many days before it,
 * so "last 7 days" is today and the six days before.
 */
export function acceptedSince(within: AcceptedWithin, now: Date = nowDate()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const days = ACCEPTED_WITHIN[within]
  return midnight.getTime() - Math.max(0, days - 1) * 24 * 60 * 60 * 1000
}

const acceptedAt = (student: StudentCard) => new Date(student.acceptedDate).getTime() || 0

/** What the grid shows, in order (part 2 sections 2, 4 and 9). The server's order otherwise. */
export function studentListView(
  students: readonly StudentCard[],
  filter: StudentListFilter,
  now: Date = nowDate(),
): StudentCard[] {
  const since = filter.accepted ? acceptedSince(filter.accepted, now) : undefined
  const countries = new Set(filter.countries)
  const shown = students.filter(
    (student) =>
      matchesStudent(student, filter.query) &&
      (since === undefined || acceptedAt(student) >= since) &&
      (countries.size === 0 || countries.has(student.country ?? '')) &&
      (!filter.unreadOnly || (student.unreadChat ?? 0) > 0),
  )
  if (filter.sort === 'newest') shown.sort((a, b) => acceptedAt(b) - acceptedAt(a))
  if (filter.sort === 'oldest') shown.sort((a, b) => acceptedAt(a) - acceptedAt(b))
  return shown
}

/** The countries of the Catalyst's students, for the country filter, alphabetically. */
export function studentCountries(students: readonly StudentCard[]): string[] {
  const countries = new Set(
    students.flatMap((student) => (student.country ? [student.country] : [])),
  )
  return [...countries].sort((a, b) => a.localeCompare(b))
}

/** "21 years"; an unknown or impossible age reads "Age N/A" (the spec's fallback wording). */
export function ageLabel(age: number | null | undefined): string {
  if (age === null || age === undefined || !Number.isFinite(age) || age < 0 || age > 150)
    return 'Age N/A'
  return `${Math.floor(age)} ${Math.floor(age) === 1 ? 'year' : 'years'}`
}

/** The first chosen countries, then "+N" for the rest (part 2 section 9). */
export function countryChips(chosen: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: chosen.slice(0, COUNTRY_CHIPS_SHOWN),
    more: Math.max(0, chosen.length - COUNTRY_CHIPS_SHOWN),
  }
}

export const GENDER_LABELS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
}
