import { afterEach, describe, expect, it } from 'vitest'

import { REQUEST_EXPIRY_MS, REQUEST_NUDGE_MS } from '@/config/constants'
import type { Catalyst } from '@/api/generated/types.gen'

import { db, restoreDb, snapshotDb } from '../db'
import { mailTime } from '../handlers/shared/calendar'
import { catalyst, HOUR, MINUTE, sessionIn, studentOf } from '../handlers/sessions/testing'
import { api } from '../testing/api'
import { createLink, createUser, DAY, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import {
  advanceClockBy,
  advanceClockTo,
  CLOCK_MESSAGES,
  clockOffsetMs,
  mockNowMs,
  onClockChange,
  resetClock,
} from './clock'
import { nowIso } from './ids'
import { INVITE_STATUS } from './relations'
import {
  advanceTo,
  advanceToNextJob,
  nextJob,
  runDueJobs,
  SCHEDULER_MESSAGES,
  settleSchedule,
} from './scheduler'

startMockBackend()
afterEach(() => resetClock())

const mailsTo = (email: string) =>
  db.mails
    .lookup('to', email.toLowerCase())
    .filter((mail) => mail.kind === 'notification')
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))

/** The Catalyst (Asia/Kolkata), a student of theirs in New York, a session `inMs` ahead. */
async function booked(inMs: number) {
  const of = await catalyst()
  const student = await studentOf(of)
  await db.users.updateRecord(student.user, {
    data: (user) => void (user.timeZone = 'America/New_York'),
  })
  const session = await sessionIn(of, student, inMs)
  return { of, student, session }
}

describe('the mock clock', () => {
  it('is real time until moved, then real time plus the offset, saved in the db', async () => {
    const before = Date.now()
    expect(clockOffsetMs()).toBe(0)
    expect(mockNowMs()).toBeGreaterThanOrEqual(before)
    const heard: number[] = []
    const stop = onClockChange((offset) => heard.push(offset))
    await advanceClockBy(DAY)
    stop()
    expect(clockOffsetMs()).toBe(DAY)
    expect(heard).toEqual([DAY])
    expect(Date.parse(nowIso()) - Date.now()).toBeGreaterThanOrEqual(DAY - 1_000)
    expect(db.mockClock.get('clock')?.offsetMs).toBe(DAY)
    // A reload or a new serving tab loads the saved data: the same time.
    const saved = snapshotDb()
    await restoreDb(saved)
    expect(clockOffsetMs()).toBe(DAY)
  })

  it('never moves backwards, except back to real time', async () => {
    await advanceClockBy(HOUR)
    await expect(advanceClockBy(-HOUR)).rejects.toThrow(CLOCK_MESSAGES.notForward)
    await expect(advanceClockBy(0)).rejects.toThrow(CLOCK_MESSAGES.notForward)
    await expect(advanceClockTo(Date.now())).rejects.toThrow(CLOCK_MESSAGES.notLater)
    expect(clockOffsetMs()).toBe(HOUR)
    await resetClock()
    expect(clockOffsetMs()).toBe(0)
  })
})

describe('session reminders', () => {
  it("go to both people 24 hours and 1 hour before, once, in each one's own zone", async () => {
    const { of, student, session } = await booked(30 * HOUR)
    await advanceTo(mockNowMs() + 5 * HOUR)
    expect(mailsTo(of.user.email)).toEqual([])

    await advanceTo(mockNowMs() + 2 * HOUR)
    const [toCatalyst] = mailsTo(of.user.email)
    const [toStudent] = mailsTo(student.user.email)
    expect(toCatalyst?.text).toContain('starts in 24 hours')
    // One greeting: notify() writes it, the reminder's text does not repeat it.
    expect(toCatalyst?.text.match(/Hello /g)).toHaveLength(1)
    expect(toCatalyst?.subject).toContain(mailTime(session.start, 'Asia/Kolkata'))
    expect(toStudent?.subject).toContain(mailTime(session.start, 'America/New_York'))
    expect(toStudent?.subject).toContain('(America/New_York)')
    expect(toStudent?.link).toBe('/sessions')

    // Run again, and after a hand-over (the saved data loaded by another serving tab): no repeat.
    await runDueJobs()
    await restoreDb(snapshotDb())
    await runDueJobs()
    expect(mailsTo(student.user.email)).toHaveLength(1)

    await advanceTo(mockNowMs() + 22 * HOUR)
    expect(mailsTo(student.user.email).map((mail) => mail.text)).toEqual([
      expect.stringContaining('starts in 24 hours'),
      expect.stringContaining('starts in 1 hour'),
    ])
    expect(mailsTo(of.user.email)).toHaveLength(2)
  })

  it('run at their own time when the clock jumps past both', async () => {
    const { student } = await booked(30 * HOUR)
    const ran = await advanceTo(mockNowMs() + 2 * DAY)
    expect(ran.map((job) => job.label)).toEqual([
      'Reminder 24 hours before a session',
      'Reminder 1 hour before a session',
    ])
    const [first, second] = mailsTo(student.user.email)
    expect(Date.parse(second!.sentAt) - Date.parse(first!.sentAt)).toBe(23 * HOUR)
  })

  it("reach the centre and the mailbox as each person's preferences keep them", async () => {
    const { of, student } = await booked(30 * HOUR)
    // The student keeps reminders out of the app, the Catalyst out of e-mail.
    await db.notificationPreferences.create({
      userId: student.user.id,
      kinds: [{ kind: 'session-reminder', inApp: false, email: true }],
    })
    await db.notificationPreferences.create({
      userId: of.user.id,
      kinds: [{ kind: 'session-reminder', inApp: true, email: false }],
    })
    await advanceTo(mockNowMs() + 7 * HOUR)
    const centre = (userId: string) =>
      db.notifications.all().filter((entry) => entry.userId === userId)
    expect(centre(student.user.id)).toEqual([])
    expect(mailsTo(student.user.email)).toHaveLength(1)
    expect(centre(of.user.id)).toEqual([
      expect.objectContaining({ kind: 'session-reminder', link: '/sessions', readAt: null }),
    ])
    expect(mailsTo(of.user.email)).toEqual([])
  })

  it('follow a moved session and stop for a cancelled one', async () => {
    const { of, session } = await booked(30 * HOUR)
    const cancelled = await sessionIn(of, await studentOf(of), 40 * HOUR)
    const movedStart = new Date(Date.parse(session.start) + 2 * DAY).toISOString()
    await db.sessions.updateRecord(session, {
      data(record) {
        record.start = movedStart
        record.lastChange = {
          kind: 'rescheduled',
          by: 'student',
          reason: 'An exam moved.',
          at: nowIso(),
          previousStart: session.start,
        }
      },
    })
    await db.sessions.updateRecord(cancelled, {
      data: (record) => void (record.status = 'cancelled'),
    })
    await advanceTo(mockNowMs() + 2 * DAY)
    expect(mailsTo(of.user.email)).toEqual([])
    expect(nextJob()?.dueAt).toBe(Date.parse(movedStart) - 24 * HOUR)
    await advanceTo(Date.parse(movedStart) - 30 * MINUTE)
    expect(mailsTo(of.user.email)).toHaveLength(2)
    expect(mailsTo(of.user.email)[0]?.subject).toContain(mailTime(movedStart, 'Asia/Kolkata'))
  })

  it('are not sent for a time that came before the booking', async () => {
    const { of } = await booked(13 * HOUR)
    await advanceTo(mockNowMs() + 14 * HOUR)
    expect(mailsTo(of.user.email).map((mail) => mail.text)).toEqual([
      expect.stringContaining('starts in 1 hour'),
    ])
  })
})

describe('unanswered requests', () => {
  async function requested() {
    const of = await catalyst()
    const student = await createUser({ role: 'student' })
    const link = await createLink({ direction: 'request', counsellorId: of.user.id, student })
    return { of, student, link, token: await tokenFor(student) }
  }

  it('remind the Catalyst once at 48 hours, not before', async () => {
    const { of, student } = await requested()
    await advanceTo(mockNowMs() + REQUEST_NUDGE_MS - MINUTE)
    expect(mailsTo(of.user.email)).toEqual([])
    await advanceTo(mockNowMs() + MINUTE)
    const [nudge] = mailsTo(of.user.email)
    expect(nudge?.subject).toBe(`Sam Learner is waiting for your answer`)
    expect(nudge?.text).toContain('no answer for 48 hours')
    await advanceTo(mockNowMs() + DAY)
    expect(mailsTo(of.user.email)).toHaveLength(1)
    expect(mailsTo(student.email)).toEqual([])
  })

  it('expire at 14 days: the status changes, the student is told and shown it', async () => {
    const { of, student, link, token } = await requested()
    await advanceTo(Date.parse(link.createdAt) + REQUEST_EXPIRY_MS - MINUTE)
    expect(db.connections.get(link.id)?.status).toBe(INVITE_STATUS.pending)
    expect(mailsTo(student.email)).toEqual([])

    await advanceToNextJob()
    expect(db.connections.get(link.id)).toMatchObject({
      status: INVITE_STATUS.expired,
      decidedAt: new Date(Date.parse(link.createdAt) + REQUEST_EXPIRY_MS).toISOString(),
    })
    const [told] = mailsTo(student.email)
    expect(told?.subject).toBe('Your request to Cara Guide has expired')
    expect(told?.link).toBe('/find-counsellors')
    expect(told?.text).toContain('find one on Find Catalysts')

    const directory = await api<{ success: Catalyst[] }>('GET', '/user/counsellors', { token })
    expect(directory.body.success.find((listed) => listed.id === of.user.id)?.status).toBe(
      'expired',
    )
    // A new request may be sent.
    const again = await api('POST', `/user/connectWithCounsellor/${of.user.id}`, {
      token,
      body: { interest: { college: 'IIT', stream: 'India', company: 'Engineer' } },
    })
    expect(again.status).toBe(200)
  })

  it('a request answered in time has no jobs left', async () => {
    const { link } = await requested()
    await db.connections.updateRecord(link, {
      data: (record) => void (record.status = INVITE_STATUS.accepted),
    })
    expect(nextJob()).toBeNull()
    await expect(advanceToNextJob()).rejects.toThrow(SCHEDULER_MESSAGES.noJob)
  })

  it("a seed's past is settled without telling anyone", async () => {
    const { of, student, link } = await requested()
    const old = await createLink({
      direction: 'request',
      counsellorId: of.user.id,
      student: await createUser({ role: 'student' }),
      createdAt: new Date(mockNowMs() - 20 * DAY).toISOString(),
    })
    await settleSchedule(mockNowMs() + 3 * DAY)
    expect(db.connections.get(old.id)?.status).toBe(INVITE_STATUS.expired)
    expect(db.connections.get(link.id)?.status).toBe(INVITE_STATUS.pending)
    expect(db.mails.all()).toEqual([])
    await runDueJobs(mockNowMs() + 3 * DAY)
    expect(mailsTo(of.user.email)).toEqual([])
    expect(mailsTo(student.email)).toEqual([])
  })
})
