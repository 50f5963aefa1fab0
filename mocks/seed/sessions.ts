import type { Weekday } from '@/api/generated/types.gen'
import { WEEKDAYS } from '@/config/constants'

import type { AvailabilityRecord, CheckoutRecord, SessionRecord, UserRecord } from '../db'
import { activePlanCheckout } from './billing'
import { DAY, HOUR, MINUTE, type SeedContext } from './faker'

/**
 * Sessions (issue 29): the demo Catalyst's availability and a few sessions with the demo student,
 * Sofia Martínez's (Elite) availability, and Aisha Rahman on Basic (no session booking). Built
 * from fixed values, without the seed's random sequence, so every other record stays as it was.
 *
 * Session times are wall-clock slots of the demo Catalyst's hours (Asia/Kolkata, no daylight
 * saving): whole days from today's UTC midnight plus a time of day, so the template moves them by
 * whole days (mocks/seed/template.ts) and an upcoming session stays upcoming, at least two days
 * ahead (beyond the 24-hour cut-off) whenever the demo is opened.
 */
const MONDAY_TO_FRIDAY = WEEKDAYS.slice(0, 5)

function hoursOn(days: readonly Weekday[], ranges: ReadonlyArray<readonly [string, string]>) {
  return days.flatMap((day) => ranges.map(([start, end]) => ({ day, start, end })))
}

export function makeAvailability(
  ctx: SeedContext,
  demo: UserRecord,
  elite: UserRecord,
): AvailabilityRecord[] {
  return [
    {
      counsellorId: demo.id,
      timeZone: demo.timeZone ?? 'Asia/Kolkata',
      // Every day: the template moves the seeded sessions by whole days, so any weekday may hold
      // one, and a demo session outside the Catalyst's own hours would look wrong.
      weeklyHours: hoursOn(WEEKDAYS, [
        ['10:00', '13:00'],
        ['15:00', '18:00'],
      ]),
      sessionMinutes: 45,
      bufferMinutes: 15,
      horizonDays: 30,
      daysOff: [],
      meetingLink: 'https://meet.catalyst.demo/meera-iyer',
      updatedAt: ctx.isoAgo(10 * DAY + 3 * HOUR),
    },
    {
      counsellorId: elite.id,
      timeZone: elite.timeZone ?? 'Europe/Berlin',
      weeklyHours: hoursOn(MONDAY_TO_FRIDAY, [['09:00', '12:00']]),
      sessionMinutes: 60,
      bufferMinutes: 10,
      horizonDays: 45,
      daysOff: [],
      meetingLink: 'https://meet.catalyst.demo/sofia-martinez',
      updatedAt: ctx.isoAgo(40 * DAY),
    },
  ]
}

export function makeSessions(
  ctx: SeedContext,
  demo: UserRecord,
  student: UserRecord,
): SessionRecord[] {
  const today = Math.floor(ctx.nowMs / DAY) * DAY
  // 10:00 and 15:00 in Asia/Kolkata (UTC+5:30): slots of the demo Catalyst's ranges.
  const at = (days: number, utcMinutes: number) =>
    new Date(today + days * DAY + utcMinutes * MINUTE).toISOString()
  const morning = 4 * 60 + 30
  const afternoon = 9 * 60 + 30
  const session = (
    id: string,
    days: number,
    minutes: number,
    fields: Partial<SessionRecord>,
  ): SessionRecord => ({
    id,
    counsellorId: demo.id,
    studentId: student.id,
    start: at(days, minutes),
    end: at(days, minutes + 45),
    timeZone: demo.timeZone ?? 'Asia/Kolkata',
    topic: '',
    status: 'booked',
    bookedAt: ctx.isoAgo(3 * DAY),
    rescheduleCount: 0,
    sequence: 0,
    lastChange: null,
    ...fields,
  })
  return [
    session('5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a61', -20, afternoon, {
      topic: 'First session: what I want from this year, and which pathway fits it.',
      bookedAt: ctx.isoAgo(24 * DAY + 5 * HOUR),
    }),
    session('5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a62', -6, morning, {
      topic: 'Going through my data science pathway progress and the statistics module.',
      bookedAt: ctx.isoAgo(9 * DAY + 2 * HOUR),
    }),
    session('5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a63', 3, morning, {
      topic: 'Choosing between data science and software engineering internships',
      bookedAt: ctx.isoAgo(2 * DAY + 4 * HOUR),
    }),
    session('5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a64', 5, afternoon + 60, {
      topic: 'Scholarship essays: which stories to tell',
      status: 'cancelled',
      bookedAt: ctx.isoAgo(4 * DAY),
      sequence: 1,
      lastChange: {
        kind: 'cancelled',
        by: 'student',
        reason: 'I have a mock exam that day; I will book again next week.',
        at: ctx.isoAgo(3 * HOUR),
        previousStart: null,
      },
    }),
    session('5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a65', 8, afternoon, {
      topic: 'Review of my statement of purpose draft',
      bookedAt: ctx.isoAgo(5 * DAY + 6 * HOUR),
      rescheduleCount: 1,
      sequence: 1,
      lastChange: {
        kind: 'rescheduled',
        by: 'counsellor',
        reason: 'I run a workshop that morning, so I moved us to the afternoon.',
        at: ctx.isoAgo(DAY + 2 * HOUR),
        previousStart: at(7, morning),
      },
    }),
  ]
}

/**
 * A Catalyst on Basic: a paid plan without session booking (and not featured). Aisha Rahman moved
 * to it from Prime (mocks/seed/directory.ts) after the last request she accepted.
 */
export function basicCheckout(ctx: SeedContext, user: UserRecord): CheckoutRecord {
  const created = ctx.nowMs - 30 * DAY
  return activePlanCheckout({
    userId: user.id,
    tier: 'basic',
    interval: 'month',
    checkoutId: 'cs_test_seedBasicPlanAisha0001',
    paymentId: 'pi_seedBasicPlanAisha00000001',
    paymentMethod: 'Visa \u2022\u2022\u2022\u2022 4242',
    createdAt: new Date(created).toISOString(),
    completedAt: new Date(created + 3 * MINUTE).toISOString(),
  })
}
