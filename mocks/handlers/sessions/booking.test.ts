import { describe, expect, it } from 'vitest'

import {
  SESSION_BOOKING_NOTICE_MS,
  SESSION_BOOKINGS_PER_WINDOW,
  SESSION_SLOTS_DEFAULT_DAYS,
} from '@/config/constants'

import { db } from '../../db'
import { api } from '../../testing/api'
import { DAY } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { catalystNotBookable } from './availability'
import { SESSION_INPUT_MESSAGES } from './input-messages'
import { SESSION_MESSAGES } from './sessions'
import {
  ALL_WEEK,
  book,
  bookFirst,
  catalyst,
  HOUR,
  MINUTE,
  sessionIn,
  sessionMails,
  slotsOf,
  studentOf,
} from './testing'

startMockBackend()

describe('free slots', () => {
  it('start after the notice, end at the horizon, skip days off, and only for a connected student', async () => {
    const inTwoDays = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)
    const me = await catalyst('prime', { ...ALL_WEEK, horizonDays: 5, daysOff: [inTwoDays] })
    const student = await studentOf(me)
    const now = Date.now()
    const answer = await slotsOf(student, me.user.id)
    expect(answer.status).toBe(200)
    const list = answer.body.success
    expect(Date.parse(list.to) - Date.parse(list.from)).toBe(SESSION_SLOTS_DEFAULT_DAYS * DAY)
    expect(list).toMatchObject({ bookable: true, timeZone: 'UTC', sessionMinutes: 30 })
    const starts = list.slots.map((slot) => Date.parse(slot.start))
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now + SESSION_BOOKING_NOTICE_MS)
    expect(Math.max(...starts)).toBeLessThanOrEqual(Date.parse(list.bookableUntil))
    expect(Date.parse(list.bookableUntil)).toBeLessThan(now + 5 * DAY + MINUTE)
    expect(list.slots.some((slot) => slot.start.startsWith(inTwoDays))).toBe(false)

    expect(
      (await slotsOf(student, me.user.id, `?to=${new Date(now + 40 * DAY).toISOString()}`)).body,
    ).toEqual({
      message: SESSION_MESSAGES.rangeTooLong,
    })
    const stranger = await studentOf(await catalyst())
    expect((await slotsOf(stranger, me.user.id)).status).toBe(403)
    expect((await slotsOf(stranger, crypto.randomUUID())).status).toBe(404)
  })

  it('are none, with the reason, without a plan or without weekly hours', async () => {
    const basic = await catalyst('basic')
    const student = await studentOf(basic)
    expect((await slotsOf(student, basic.user.id)).body.success).toMatchObject({
      bookable: false,
      notBookableReason: catalystNotBookable(basic.user),
      slots: [],
    })
    const noHours = await catalyst('prime', null)
    const theirs = await studentOf(noHours)
    const list = (await slotsOf(theirs, noHours.user.id)).body.success
    expect(list.bookable).toBe(false)
    expect(list.notBookableReason).toMatch(/has not set the hours/)
  })

  it('leave the buffer free around the Catalyst’s other sessions', async () => {
    const me = await catalyst()
    const student = await studentOf(me)
    const { slots } = (await slotsOf(student, me.user.id)).body.success
    const target = slots[5]!
    // Another session ending 5 minutes before the slot: inside the 10-minute buffer.
    const start = Date.parse(target.start) - 35 * MINUTE
    await sessionIn(me, await studentOf(me), start - Date.now())
    const after = (await slotsOf(student, me.user.id)).body.success.slots
    expect(after.map((slot) => slot.start)).not.toContain(target.start)
    expect(await book(student, me.user.id, target.start)).toEqual({
      status: 409,
      body: { message: SESSION_MESSAGES.taken },
    })
  })
})

describe('booking a session', () => {
  it('books a free slot for both people, with an e-mail and an .ics to each', async () => {
    const me = await catalyst()
    const student = await studentOf(me)
    // A slot beyond the 24-hour cut-off, so the session can still be changed.
    const slot = (await slotsOf(student, me.user.id)).body.success.slots.find(
      (free) => Date.parse(free.start) > Date.now() + 25 * HOUR,
    )!
    const booked = await book(student, me.user.id, slot.start, '  Internships, and; a plan\n  ')
    expect(booked.status).toBe(200)
    expect(booked.body.success).toMatchObject({
      start: slot.start,
      end: slot.end,
      status: 'booked',
      topic: 'Internships, and; a plan',
      canChange: true,
      reschedulesLeft: 3,
      meetingLink: ALL_WEEK.meetingLink,
      catalyst: { id: me.user.id, given_name: me.user.firstName },
      student: { id: student.user.id },
    })
    // The slot is gone for everyone.
    const after = (await slotsOf(student, me.user.id)).body.success.slots
    expect(after.map((free) => free.start)).not.toContain(slot.start)
    for (const person of [me.user, student.user]) {
      const [mail] = sessionMails(person)
      expect(mail?.subject).toMatch(/^Session booked: /)
      const [file] = mail?.attachments ?? []
      expect(file?.name).toMatch(/^catalyst-session-\d{4}-\d{2}-\d{2}\.ics$/)
      expect(file?.content).toContain('METHOD:REQUEST')
    }
  })

  it('refuses a time that is not a free slot, too soon or beyond the horizon, and an empty topic', async () => {
    const me = await catalyst('prime', { ...ALL_WEEK, horizonDays: 3 })
    const student = await studentOf(me)
    const slot = (await slotsOf(student, me.user.id)).body.success.slots[0]!
    const offGrid = new Date(Date.parse(slot.start) + 5 * MINUTE).toISOString()
    const soon = new Date(Math.ceil(Date.now() / HOUR) * HOUR + HOUR).toISOString()
    const far = new Date(Math.ceil((Date.now() + 5 * DAY) / HOUR) * HOUR).toISOString()
    const refusals = await Promise.all([
      book(student, me.user.id, offGrid),
      book(student, me.user.id, soon),
      book(student, me.user.id, far),
      book(student, me.user.id, slot.start, '   '),
      api('POST', '/sessions/book', {
        token: student.token,
        body: { catalystId: me.user.id, start: slot.start },
      }),
      book(student, me.user.id, slot.start, 'x'.repeat(501)),
    ])
    expect(refusals.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, SESSION_MESSAGES.notASlot],
      [400, SESSION_MESSAGES.notice],
      [400, SESSION_MESSAGES.horizon(3)],
      [400, SESSION_INPUT_MESSAGES.topic],
      [400, SESSION_INPUT_MESSAGES.topic],
      // Only a topic left out or blank takes the contract's words; a long one the schema's.
      [400, 'Invalid request: topic: Too big: expected string to have <=500 characters'],
    ])
    expect(db.sessions.lookup('student', student.user.id)).toEqual([])
  })

  it('is only for the connected student of a Catalyst with Prime or Elite', async () => {
    const basic = await catalyst('basic')
    const theirs = await studentOf(basic)
    const start = new Date(Date.now() + DAY).toISOString()
    expect(await book(theirs, basic.user.id, start)).toEqual({
      status: 403,
      body: { message: catalystNotBookable(basic.user) },
    })
    expect(catalystNotBookable(basic.user)).toMatch(/^Cara Guide is not taking new bookings/)
    const me = await catalyst()
    const stranger = await studentOf(await catalyst())
    const slot = (await slotsOf(await studentOf(me), me.user.id)).body.success.slots[0]!
    expect((await book(stranger, me.user.id, slot.start)).body).toEqual({
      message: SESSION_MESSAGES.notConnected,
    })
    // A Catalyst cannot book.
    expect((await api('POST', '/sessions/book', { token: me.token, body: {} })).status).toBe(403)
  })

  it('gives a slot to one of two students confirming it at the same moment; the other gets 409', async () => {
    const me = await catalyst()
    const [first, second] = [await studentOf(me), await studentOf(me)]
    const slot = (await slotsOf(first, me.user.id)).body.success.slots[0]!
    const answers = await Promise.all([
      book(first, me.user.id, slot.start),
      book(second, me.user.id, slot.start),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: SESSION_MESSAGES.taken,
    })
    expect(db.sessions.lookup('counsellor', me.user.id)).toHaveLength(1)
  })

  it('holds a student to 3 upcoming sessions and 10 bookings a day (429 with retryAt)', async () => {
    const me = await catalyst()
    const student = await studentOf(me)
    const booked = [await bookFirst(student, me), await bookFirst(student, me)]
    await bookFirst(student, me)
    const fourth = await book(
      student,
      me.user.id,
      (await slotsOf(student, me.user.id)).body.success.slots[0]!.start,
    )
    expect(fourth).toEqual({
      status: 429,
      body: { message: SESSION_MESSAGES.upcoming, retryAt: booked[0]!.end },
    })

    // Ten bookings within the day, all since cancelled: the limit still counts them.
    const busy = await studentOf(me)
    const first = Date.now() - 5 * HOUR
    for (let index = 0; index < SESSION_BOOKINGS_PER_WINDOW; index += 1)
      await sessionIn(me, busy, (index + 2) * DAY, {
        status: 'cancelled',
        bookedAt: new Date(first + index * MINUTE).toISOString(),
      })
    const eleventh = await book(
      busy,
      me.user.id,
      (await slotsOf(busy, me.user.id)).body.success.slots[0]!.start,
    )
    expect(eleventh).toEqual({
      status: 429,
      body: {
        message: SESSION_MESSAGES.daily,
        retryAt: new Date(first + DAY).toISOString(),
      },
    })
  })

  it('stops new bookings when the plan lapses, naming the Catalyst', async () => {
    const me = await catalyst()
    const student = await studentOf(me)
    const slot = (await slotsOf(student, me.user.id)).body.success.slots[0]!
    await db.checkouts.updateRecords(db.checkouts.lookup('user', me.user.id), {
      data: (checkout) => void (checkout.payment_status = 5),
    })
    expect(await book(student, me.user.id, slot.start)).toEqual({
      status: 403,
      body: { message: catalystNotBookable(me.user) },
    })
    expect((await slotsOf(student, me.user.id)).body.success.notBookableReason).toBe(
      catalystNotBookable(me.user),
    )
  })
})
