import { describe, expect, it } from 'vitest'

import type { Session, SessionPage, SlotList } from '@/api/generated/types.gen'
import { SESSION_CHANGE_CUTOFF_MS } from '@/config/constants'

import { db } from '../../db'
import { INVITE_STATUS } from '../../services/relations'
import { api } from '../../testing/api'
import { DAY } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { SESSION_REFUSALS } from './availability'
import { foldLine } from '../shared/calendar'
import { SESSION_INPUT_MESSAGES } from './input-messages'
import { SESSION_MESSAGES } from './sessions'
import {
  ALL_WEEK,
  catalyst,
  HOUR,
  MINUTE,
  sessionIn,
  sessionMails,
  slotsOf,
  studentOf,
  type Person,
} from './testing'

startMockBackend()

type One = { success: Session }

const list = (who: Person, query: string) =>
  api<{ success: SessionPage }>('GET', `/sessions?${query}`, { token: who.token })
const moveSlots = (who: Person, id: string) =>
  api<{ success: SlotList }>('GET', `/sessions/${id}/slots`, { token: who.token })
const move = (who: Person, id: string, start: string, reason = 'An exam moved.') =>
  api<One>('POST', `/sessions/${id}/reschedule`, { token: who.token, body: { start, reason } })
const cancel = (who: Person, id: string, reason = 'I am unwell.') =>
  api<One>('POST', `/sessions/${id}/cancel`, { token: who.token, body: { reason } })

async function pair() {
  const me = await catalyst()
  return { me, student: await studentOf(me) }
}

describe('the sessions lists', () => {
  it('order upcoming soonest first and past latest first, filter and page', async () => {
    const { me, student } = await pair()
    const past = [await sessionIn(me, student, -3 * DAY), await sessionIn(me, student, -DAY)]
    const soon = await sessionIn(me, student, 2 * DAY)
    const later = await sessionIn(me, student, 4 * DAY, { status: 'cancelled' })
    const ids = (page: { body: { success: SessionPage } }) =>
      page.body.success.sessions.map((session) => session.id)

    expect(ids(await list(student, 'scope=upcoming'))).toEqual([soon.id, later.id])
    expect(ids(await list(me, 'scope=past'))).toEqual([past[1]!.id, past[0]!.id])
    expect(ids(await list(me, 'scope=upcoming&status=cancelled'))).toEqual([later.id])
    const window = `from=${new Date(Date.now() - 2 * DAY).toISOString()}&to=${new Date(Date.now() + 3 * DAY).toISOString()}`
    expect(ids(await list(me, `scope=all&${window}`))).toEqual([past[1]!.id, soon.id])
    const page = await list(student, 'scope=all&page=2&pageSize=3')
    expect(page.body.success).toMatchObject({ page: 2, pageSize: 3, total: 4, hasMore: false })
    expect(ids(page)).toEqual([later.id])
    expect((await list(student, 'scope=all&pageSize=3')).body.success.hasMore).toBe(true)
    // Another pair's sessions are in neither list.
    const others = await pair()
    expect((await list(others.student, 'scope=all')).body.success.total).toBe(0)
  })

  it('show one session to its two people only, with what each may do', async () => {
    const { me, student } = await pair()
    const session = await sessionIn(me, student, 3 * DAY)
    const seen = await api<One>('GET', `/sessions/${session.id}`, { token: student.token })
    expect(seen.body.success).toMatchObject({
      canChange: true,
      changeDeadline: new Date(Date.parse(session.start) - SESSION_CHANGE_CUTOFF_MS).toISOString(),
      reschedulesLeft: 3,
      meetingLink: ALL_WEEK.meetingLink,
      student: { id: student.user.id, given_name: 'Sam', family_name: 'Learner' },
    })
    const others = await pair()
    expect((await api('GET', `/sessions/${session.id}`, { token: others.me.token })).status).toBe(
      403,
    )
    expect(
      (await api('GET', `/sessions/${crypto.randomUUID()}`, { token: me.token })).body,
    ).toEqual({ message: SESSION_MESSAGES.notFound })
  })
})

describe('moving a session', () => {
  it('moves it to a free slot, with the reason, for both people, by e-mail with the new .ics', async () => {
    const { me, student } = await pair()
    const session = await sessionIn(me, student, 3 * DAY + 20 * MINUTE)
    const slots = (await moveSlots(me, session.id)).body.success
    expect(slots.bookable).toBe(true)
    // Its own time does not block the slots around it.
    const around = slots.slots.filter(
      (slot) => Math.abs(Date.parse(slot.start) - Date.parse(session.start)) < 40 * MINUTE,
    )
    expect(around.length).toBeGreaterThan(0)
    const target = slots.slots.find((slot) => Date.parse(slot.start) > Date.now() + 2 * DAY)!
    const moved = await move(me, session.id, target.start, 'A workshop; sorry')
    expect(moved.status).toBe(200)
    expect(moved.body.success).toMatchObject({
      start: target.start,
      rescheduleCount: 1,
      reschedulesLeft: 2,
      lastChange: {
        kind: 'rescheduled',
        by: 'counsellor',
        reason: 'A workshop; sorry',
        previousStart: session.start,
      },
    })
    expect(db.sessions.get(session.id)?.sequence).toBe(1)
    for (const person of [me.user, student.user]) {
      const [mail] = sessionMails(person)
      expect(mail?.subject).toMatch(/^Session moved: /)
      expect(mail?.text).toContain('A workshop; sorry')
      expect(mail?.attachments?.[0]?.content).toContain('SEQUENCE:1\r\n')
    }
    expect((await move(student, session.id, target.start)).body).toEqual({
      message: SESSION_MESSAGES.sameTime,
    })
  })

  it('never offers the session its own time as a new slot (issue 36)', async () => {
    const { me, student } = await pair()
    const free = (await slotsOf(student, me.user.id)).body.success.slots
    const slot = free.find((candidate) => Date.parse(candidate.start) > Date.now() + 2 * DAY)!
    const session = await sessionIn(me, student, 0, { start: slot.start, end: slot.end })
    for (const who of [me, student]) {
      const offered = (await moveSlots(who, session.id)).body.success.slots
      expect(offered.map((candidate) => candidate.start)).not.toContain(slot.start)
      // The times next to it stay offered: only its own time is no move.
      const next = free[free.indexOf(slot) + 1]!
      expect(offered.map((candidate) => candidate.start)).toContain(next.start)
    }
  })

  it('is refused past the cut-off, once cancelled, after 3 moves, without a reason, or when no longer connected', async () => {
    const { me, student } = await pair()
    const start = new Date(Date.now() + 5 * DAY).toISOString()
    const soon = await sessionIn(me, student, 20 * HOUR)
    const cancelled = await sessionIn(me, student, 3 * DAY, { status: 'cancelled' })
    const movedThrice = await sessionIn(me, student, 3 * DAY + HOUR, { rescheduleCount: 3 })
    const fine = await sessionIn(me, student, 4 * DAY)
    expect((await move(student, soon.id, start)).body).toEqual({ message: SESSION_MESSAGES.cutOff })
    expect((await move(student, cancelled.id, start)).status).toBe(409)
    expect(await move(student, movedThrice.id, start)).toEqual({
      status: 429,
      body: { message: SESSION_MESSAGES.tooManyMoves },
    })
    expect((await move(student, fine.id, start, '  ')).body).toEqual({
      message: SESSION_INPUT_MESSAGES.reason,
    })
    const withoutReason = await api('POST', `/sessions/${fine.id}/cancel`, {
      token: student.token,
      body: {},
    })
    expect(withoutReason).toEqual({ status: 400, body: { message: SESSION_INPUT_MESSAGES.reason } })
    expect((await moveSlots(student, soon.id)).body.success).toMatchObject({
      bookable: false,
      notBookableReason: SESSION_MESSAGES.cutOff,
      slots: [],
    })
    await db.connections.updateRecords(db.connections.lookup('student', student.user.id), {
      data: (link) => void (link.status = INVITE_STATUS.dropped),
    })
    expect(await move(me, fine.id, start)).toEqual({
      status: 403,
      body: { message: SESSION_MESSAGES.noLongerConnected },
    })
    // ...but it can still be cancelled.
    expect((await cancel(me, fine.id)).status).toBe(200)
  })

  it('still works after the plan lapses', async () => {
    const { me, student } = await pair()
    const session = await sessionIn(me, student, 3 * DAY)
    await cancelSubscription(me.user.id)
    const target = (await moveSlots(student, session.id)).body.success.slots.at(-1)!
    expect((await move(student, session.id, target.start)).status).toBe(200)
    expect((await cancel(student, session.id)).status).toBe(200)
  })

  it('says why there are no slots in words for whoever asks', async () => {
    const { me, student } = await pair()
    const session = await sessionIn(me, student, 3 * DAY)
    await db.availability.updateRecord(me.user.id, {
      data(draft) {
        draft.weeklyHours = []
      },
    })
    const reasonFor = async (who: Person) =>
      (await moveSlots(who, session.id)).body.success.notBookableReason
    expect(await reasonFor(me)).toBe(SESSION_REFUSALS.noHours)
    expect(await reasonFor(student)).toMatch(/has not set the hours they meet students yet\.$/)
  })
})

describe('cancelling a session', () => {
  it('keeps it in both lists as cancelled with the reason, and tells both people', async () => {
    const { me, student } = await pair()
    const session = await sessionIn(me, student, 2 * DAY)
    const done = await cancel(student, session.id, 'Exam week')
    expect(done.body.success).toMatchObject({
      status: 'cancelled',
      canChange: false,
      meetingLink: null,
      lastChange: { kind: 'cancelled', by: 'student', reason: 'Exam week', previousStart: null },
    })
    const theirs = (await list(me, 'scope=upcoming')).body.success.sessions
    expect(theirs.map((item) => [item.id, item.status])).toEqual([[session.id, 'cancelled']])
    expect(await cancel(me, session.id)).toEqual({
      status: 409,
      body: { message: SESSION_MESSAGES.cancelled },
    })
    for (const person of [me.user, student.user]) {
      const [mail] = sessionMails(person)
      expect(mail?.subject).toMatch(/^Session cancelled: /)
      expect(mail?.attachments?.[0]?.content).toContain('METHOD:CANCEL')
    }
    const late = await sessionIn(me, student, 23 * HOUR)
    expect((await cancel(me, late.id)).body).toEqual({ message: SESSION_MESSAGES.cutOff })
  })
})

describe('the session’s calendar file', () => {
  it('is an RFC 5545 attachment: UTC, CRLF, folded, escaped, stable UID, rising SEQUENCE', async () => {
    const { me, student } = await pair()
    const topic = `Internships, research; and a long question\nabout ${'é'.repeat(60)}`
    const session = await sessionIn(me, student, 3 * DAY, { topic })
    const download = async () => {
      const response = await fetch(`http://localhost/api/v1/sessions/${session.id}/calendar`, {
        headers: { authorization: `Bearer ${student.token}` },
      })
      return { response, text: await response.text() }
    }
    const { response, text } = await download()
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="catalyst-session-${session.start.slice(0, 10)}.ics"`,
    )
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
    const octets = text.split('\r\n').map((line) => new TextEncoder().encode(line).length)
    expect(Math.max(...octets)).toBeLessThanOrEqual(75)
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain('METHOD:REQUEST')
    expect(unfolded).toContain(`UID:session-${session.id}@catalyst.app`)
    expect(unfolded).toContain('SEQUENCE:0')
    expect(unfolded).toContain(`DTSTART:${session.start.replace(/[-:]/g, '').replace('.000', '')}`)
    expect(unfolded).toContain('DESCRIPTION:Internships\\, research\\; and a long question\\nabout')
    expect(unfolded).toContain(`URL:${ALL_WEEK.meetingLink}`)
    expect(unfolded).toContain('STATUS:CONFIRMED')

    await cancel(me, session.id)
    const after = (await download()).text.replace(/\r\n /g, '')
    expect(after).toContain(`UID:session-${session.id}@catalyst.app`)
    expect(after).toContain('SEQUENCE:1')
    expect(after).toContain('METHOD:CANCEL')
    expect(after).toContain('STATUS:CANCELLED')
    expect(after).not.toContain('URL:')
    // Folding never cuts a character in two.
    expect(foldLine(`X:${'€'.repeat(40)}`).split('\r\n ')[0]).toBe(`X:${'€'.repeat(24)}`)
  })
})
