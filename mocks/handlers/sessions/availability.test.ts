import { describe, expect, it } from 'vitest'

import type { AvailabilityState, CatalystAvailability } from '@/api/generated/types.gen'
import { SESSION_DEFAULTS } from '@/config/constants'

import { api } from '../../testing/api'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { SESSION_REFUSALS } from './availability'
import { SESSION_INPUT_MESSAGES } from './input-messages'
import { ALL_WEEK, bookFirst, catalyst, studentOf, type Person } from './testing'

startMockBackend()

type State = { success: AvailabilityState }

const read = (who: Person) => api<State>('GET', '/sessions/availability', { token: who.token })
const save = (who: Person, body: unknown) =>
  api<State>('POST', '/sessions/availability', { token: who.token, body })

const monday = (ranges: Array<[string, string]>): CatalystAvailability => ({
  ...ALL_WEEK,
  weeklyHours: ranges.map(([start, end]) => ({ day: 'monday', start, end })),
})

describe('a Catalyst’s availability', () => {
  it('starts from the defaults in the profile’s time zone, and saves what the plan allows', async () => {
    const me = await catalyst('prime', null)
    const first = await read(me)
    expect(first.body.success).toMatchObject({
      configured: false,
      updatedAt: null,
      bookable: false,
      notBookableReason: SESSION_REFUSALS.noHours,
      plan: 'prime',
      availability: { ...SESSION_DEFAULTS, timeZone: 'Asia/Kolkata', weeklyHours: [] },
    })
    const saved = await save(me, {
      ...monday([
        ['15:00', '18:00'],
        ['09:00', '12:00'],
      ]),
      meetingLink: '  https://meet.example.org/cara  ',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.success).toMatchObject({ configured: true, bookable: true })
    // Stored in order, the link trimmed.
    expect(saved.body.success.availability.weeklyHours.map((range) => range.start)).toEqual([
      '09:00',
      '15:00',
    ])
    expect(saved.body.success.availability.meetingLink).toBe('https://meet.example.org/cara')
    expect((await read(me)).body.success.configured).toBe(true)
    // Students cannot read or change a Catalyst's availability.
    expect((await read(await studentOf(me))).status).toBe(403)
  })

  it.each([
    [monday([['12:00', '09:00']]), 'Monday: the end time must be after the start time.'],
    [
      monday([
        ['09:00', '12:00'],
        ['11:00', '13:00'],
      ]),
      'Monday: 09:00 – 12:00 overlaps 11:00 – 13:00.',
    ],
    [
      monday([
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
        ['14:00', '15:00'],
      ]),
      'Monday: at most 3 time ranges a day.',
    ],
    [{ ...ALL_WEEK, meetingLink: 'javascript:alert(1)' }, SESSION_INPUT_MESSAGES.meetingLink],
    [{ ...ALL_WEEK, meetingLink: 'http://' }, SESSION_INPUT_MESSAGES.meetingLink],
    [
      { ...ALL_WEEK, meetingLink: `https://meet.example.org/${'a'.repeat(480)}` },
      SESSION_INPUT_MESSAGES.meetingLink,
    ],
  ])('refuses an invalid availability with the contract’s words (%#)', async (body, message) => {
    const me = await catalyst('prime', null)
    expect(await save(me, body)).toEqual({ status: 400, body: { message } })
  })

  it('is refused without Prime or Elite, and says why a lapsed plan stopped bookings', async () => {
    const basic = await catalyst('basic', null)
    expect(await save(basic, ALL_WEEK)).toEqual({
      status: 403,
      body: { message: SESSION_REFUSALS.noPlan },
    })
    expect((await read(basic)).body.success).toMatchObject({
      bookable: false,
      notBookableReason: SESSION_REFUSALS.noPlan,
      plan: 'basic',
    })

    // Elite, then the billing portal's Cancel.
    const elite = await catalyst('elite')
    const student = await studentOf(elite)
    const session = await bookFirst(student, elite)
    await cancelSubscription(elite.user.id)
    expect(await save(elite, ALL_WEEK)).toEqual({
      status: 403,
      body: { message: SESSION_REFUSALS.lapsed },
    })
    expect((await read(elite)).body.success).toMatchObject({
      bookable: false,
      notBookableReason: SESSION_REFUSALS.lapsed,
      plan: null,
    })
    // The session booked before stays.
    const kept = await api('GET', `/sessions/${session.id}`, { token: student.token })
    expect(kept.body).toMatchObject({ success: { status: 'booked', start: session.start } })
  })

  it('never moves a booked session when the hours or the time zone change', async () => {
    const me = await catalyst()
    const student = await studentOf(me)
    const session = await bookFirst(student, me)
    expect(
      (await save(me, { ...ALL_WEEK, timeZone: 'America/New_York', sessionMinutes: 60 })).status,
    ).toBe(200)
    const after = await api<{ success: { start: string; end: string } }>(
      'GET',
      `/sessions/${session.id}`,
      { token: me.token },
    )
    expect(after.body.success).toMatchObject({ start: session.start, end: session.end })
  })
})
