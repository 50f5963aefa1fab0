import { describe, expect, it } from 'vitest'

import type { AppliedHub } from '@/api/learning-hubs/queries'

import {
  cardShowsProgress,
  detailShowsProgress,
  durationLabel,
  isLaunchUrl,
  moduleStates,
  referenceEntries,
  splitDescription,
  statusView,
} from './hub-rules'

const DAY = 24 * 60 * 60 * 1000
const now = Date.UTC(2026, 10, 24, 12)

function application(
  fields: Partial<AppliedHub>,
  hub: Partial<AppliedHub['learnHubDetails']> = {},
): AppliedHub {
  return {
    status: 1020,
    learnHubDetails: {
      id: 'h',
      name: 'Hub',
      start_date: now - 10 * DAY,
      end_date: now + 30 * DAY,
      ...hub,
    },
    ...fields,
  }
}

describe('the application status a learner sees', () => {
  it('maps Applied, the other known statuses and unknown ones', () => {
    expect(statusView(application({ status: 1010 }), now)).toEqual({
      kind: 'applied',
      label: 'Applied',
    })
    // A rejection does not look like an achievement (issue 27).
    expect(statusView(application({ status: 1030 }), now)).toEqual({
      kind: 'rejected',
      label: 'Rejected',
    })
    expect(statusView(application({ status: 1100 }), now)).toEqual({
      kind: 'achieved',
      label: 'Complete',
    })
    expect(statusView(application({ status: 1120 }), now)).toEqual({
      kind: 'achieved',
      label: 'Rewards Awarded',
    })
    expect(statusView(application({ status: 4242 as AppliedHub['status'] }), now).label).toBe(
      'Unknown Status',
    )
  })

  it('starts an accepted learner at the later of the hub start and the module start', () => {
    expect(statusView(application({}), now)).toEqual({
      kind: 'start',
      label: 'Start My Experience',
    })
    // The hub has started, the learner's module starts in 2.5 days: 3 whole days.
    const later = application({ module_start_date: new Date(now + 2.5 * DAY).toISOString() })
    expect(statusView(later, now)).toEqual({
      kind: 'countdown',
      label: 'Starts In: 3 Days',
      days: 3,
    })
    const tomorrow = application({}, { start_date: now + 2 * 60 * 60 * 1000 })
    expect(statusView(tomorrow, now).label).toBe('Starts In: 1 Day')
    const over = application({}, { end_date: now - DAY })
    expect(statusView(over, now)).toEqual({ kind: 'over', label: 'Learning Hub Over' })
    expect(statusView(application({}, { start_date: null, end_date: null }), now).kind).toBe(
      'start',
    )
  })

  it('shows progress on a card for every status but Applied and Rejected', () => {
    expect([1010, 1020, 1030, 1100, 1120].map(cardShowsProgress)).toEqual([
      false,
      true,
      false,
      true,
      true,
    ])
  })

  it('words durations and takes http(s) launch addresses only', () => {
    expect(durationLabel({ duration: 12, duration_type: 'weeks' })).toBe('12 weeks')
    expect(durationLabel({ duration: 1, duration_type: 'Weeks' })).toBe('1 week')
    expect(durationLabel({ duration: null })).toBeNull()
    const origin = 'https://app.example'
    expect(isLaunchUrl('https://moodle.example/course/1', origin)).toBe(true)
    expect(isLaunchUrl('/mock-services/moodle/101?user=u', origin)).toBe(true)
    expect(isLaunchUrl('javascript:alert(1)', origin)).toBe(false)
    expect(isLaunchUrl('', origin)).toBe(false)
    expect(isLaunchUrl(null, origin)).toBe(false)
  })
})

describe('the hub detail page rules', () => {
  it('splits the description after its first 3 sentences', () => {
    expect(splitDescription('One. Two! Three? Four. Five.')).toEqual([
      'One. Two! Three?',
      'Four. Five.',
    ])
    expect(splitDescription('Only one sentence.')).toEqual(['Only one sentence.', ''])
    expect(splitDescription('Version 2.5 is out. Yes. Really. More.')).toEqual([
      'Version 2.5 is out. Yes. Really.',
      'More.',
    ])
    expect(splitDescription(null)).toEqual(['', ''])
  })

  it('marks modules done, current or upcoming; all done once rewards are awarded', () => {
    const modules = [{ sk: 'M1' }, { sk: 'M2' }, { sk: 'M3' }]
    expect(moduleStates(modules, { status: 1020, curr_mdl: 'M2' })).toEqual([
      'done',
      'current',
      'upcoming',
    ])
    expect(moduleStates(modules, { status: 1120, curr_mdl: 'M1' })).toEqual([
      'done',
      'done',
      'done',
    ])
    expect(moduleStates(modules, undefined)).toEqual(['upcoming', 'upcoming', 'upcoming'])
    expect(detailShowsProgress(1020)).toBe(true)
    expect(detailShowsProgress(1120)).toBe(true)
    expect(detailShowsProgress(1100)).toBe(false)
    expect(detailShowsProgress(undefined)).toBe(false)
  })
})

describe('reference properties on the public hub page', () => {
  it('reads keys as words and values as text', () => {
    expect(
      referenceEntries({
        level: 'Beginner',
        courseLanguage: 'English',
        weekly_hours: 4,
        certificate: true,
        'live-clinics': false,
        tags: ['careers', 2, null],
        extra: { room: 'A1' },
      }),
    ).toEqual([
      { label: 'Level', value: 'Beginner' },
      { label: 'Course language', value: 'English' },
      { label: 'Weekly hours', value: '4' },
      { label: 'Certificate', value: 'Yes' },
      { label: 'Live clinics', value: 'No' },
      { label: 'Tags', value: 'careers, 2' },
      { label: 'Extra', value: '{"room":"A1"}' },
    ])
  })

  it('leaves out empty values and nameless keys, and cuts what is too long', () => {
    expect(referenceEntries({ a: null, b: '  ', c: [], __: 'x', d: Number.NaN })).toEqual([])
    const [long] = referenceEntries({ note: 'x'.repeat(400) })
    expect(long?.value).toHaveLength(301)
    expect(long?.value.endsWith('…')).toBe(true)
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i]))
    expect(referenceEntries(many)).toHaveLength(30)
  })

  it('shows nothing for a missing or malformed value', () => {
    expect(referenceEntries(null)).toEqual([])
    expect(referenceEntries(undefined)).toEqual([])
    expect(referenceEntries(['a'] as unknown as Record<string, unknown>)).toEqual([])
  })
})
