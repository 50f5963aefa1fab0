import { describe, expect, it } from 'vitest'

import { planRefusal } from '@/config/plans'
import { WEBINAR_JOIN_OPENS_MS, WEBINAR_WAITLIST_MAX } from '@/config/webinars'

import { db } from '../../db'
import { LIVE_EVENT_SOURCES } from '../../socket/live-events'
import { api } from '../../testing/api'
import { createUser, DAY, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { registrationOf } from './places'
import {
  calendar,
  catalyst,
  HOUR,
  list,
  MINUTE,
  register,
  text,
  unregister,
  view,
  webinarIn,
  webinarMails,
} from './testing'
import { WEBINAR_MESSAGES } from './webinars'

startMockBackend()

describe('the webinars list', () => {
  it('shows upcoming (live included) soonest first and past latest first, a page at a time', async () => {
    const me = await catalyst()
    const live = await webinarIn(-10 * MINUTE)
    const soon = await webinarIn(DAY)
    const later = await webinarIn(3 * DAY)
    const recent = await webinarIn(-2 * DAY)
    const older = await webinarIn(-9 * DAY)
    const ids = (answer: Awaited<ReturnType<typeof list>>) =>
      answer.body.success.webinars.map((webinar) => webinar.id)

    expect(ids(await list(me))).toEqual([live.id, soon.id, later.id])
    expect(ids(await list(me, '?scope=past'))).toEqual([recent.id, older.id])
    const first = await list(me, '?scope=upcoming&pageSize=2')
    expect(first.body.success).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true })
    const second = await list(me, '?scope=upcoming&page=2&pageSize=2')
    expect(ids(second)).toEqual([later.id])
    expect(second.body.success.hasMore).toBe(false)
    expect((await list(me)).body.success.webinars[0]).toMatchObject({
      status: 'live',
      minutes: 60,
      end: new Date(Date.parse(live.start) + HOUR).toISOString(),
      joinOpensAt: new Date(Date.parse(live.start) - WEBINAR_JOIN_OPENS_MS).toISOString(),
    })
  })

  it('is open to every Catalyst whatever the plan, and to no student', async () => {
    await webinarIn(DAY)
    for (const tier of [null, 'basic', 'prime', 'elite'] as const) {
      const who = await catalyst(tier)
      const answer = await list(who)
      expect(answer.status, String(tier)).toBe(200)
      expect(answer.body.success.total).toBe(1)
    }
    const student = await createUser({ role: 'student' })
    const refused = await api('GET', '/webinars', { token: await tokenFor(student) })
    expect(refused.status).toBe(403)
  })
})

describe('registering', () => {
  it('takes a seat while one is left, then a waitlist place, and says which', async () => {
    const webinar = await webinarIn(2 * DAY, { capacity: 2 })
    const [a, b, c, d] = await Promise.all([catalyst(), catalyst('elite'), catalyst(), catalyst()])
    expect((await register(a, webinar.id)).body.success).toMatchObject({
      registration: 'registered',
      seatsLeft: 1,
      waitlistPosition: null,
    })
    await register(b, webinar.id)
    const waiting = await register(c, webinar.id)
    expect(waiting.status).toBe(200)
    expect(waiting.body.success).toMatchObject({
      registration: 'waitlisted',
      waitlistPosition: 1,
      seatsLeft: 0,
      waitlistCount: 1,
    })
    expect((await register(d, webinar.id)).body.success.waitlistPosition).toBe(2)

    // A seat is e-mailed with the webinar's .ics; a waitlist place with its position.
    const [seatMail] = webinarMails(a.user)
    expect(seatMail?.subject).toBe(`Webinar registration: ${webinar.title}`)
    expect(seatMail?.link).toBe('http://localhost/webinars')
    expect(seatMail?.attachments?.[0]?.contentType).toContain('method=REQUEST')
    expect(seatMail?.attachments?.[0]?.content).toContain(`UID:webinar-${webinar.id}@catalyst.app`)
    const [waitMail] = webinarMails(c.user)
    expect(waitMail?.subject).toBe(`Webinar waitlist: ${webinar.title}`)
    expect(waitMail?.text).toContain('you are number 1 on its waitlist')
    expect(waitMail?.attachments).toEqual([])

    // Registering again answers the place one has: same position, no second e-mail.
    const again = await register(c, webinar.id)
    expect(again.body.success).toMatchObject({ registration: 'waitlisted', waitlistPosition: 1 })
    expect(webinarMails(c.user)).toHaveLength(1)
    expect((await register(a, webinar.id)).body.success.registration).toBe('registered')
    expect(webinarMails(a.user)).toHaveLength(1)
  })

  it('never gives more seats or waitlist places than there are, however many register at once', async () => {
    const webinar = await webinarIn(2 * DAY, { capacity: 3 })
    const people = await Promise.all(Array.from({ length: 10 }, () => catalyst()))
    const answers = await Promise.all(people.map((who) => register(who, webinar.id)))
    const states = answers.map((answer) => answer.body.success.registration)
    expect(states.filter((state) => state === 'registered')).toHaveLength(3)
    const positions = answers
      .map((answer) => answer.body.success.waitlistPosition)
      .filter((position) => position !== null)
      .sort((x, y) => x - y)
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it(`caps the waitlist at ${WEBINAR_WAITLIST_MAX} and says so before and when refused`, async () => {
    const webinar = await webinarIn(2 * DAY, { capacity: 1 })
    const people = await Promise.all(
      Array.from({ length: WEBINAR_WAITLIST_MAX + 1 }, () => catalyst()),
    )
    for (const who of people) await register(who, webinar.id)
    const late = await catalyst()
    expect((await view(late, webinar.id)).body.success).toMatchObject({
      registration: 'none',
      seatsLeft: 0,
      waitlistCount: WEBINAR_WAITLIST_MAX,
      registrationClosedReason: WEBINAR_MESSAGES.full,
    })
    expect((await register(late, webinar.id)).body).toEqual({ message: WEBINAR_MESSAGES.full })
    expect(registrationOf(webinar.id, late.user.id)).toBeUndefined()
  }, 30_000)

  it('is closed once the webinar has started or ended, in words', async () => {
    const me = await catalyst()
    const live = await webinarIn(-5 * MINUTE)
    const ended = await webinarIn(-2 * HOUR)
    const started = await register(me, live.id)
    expect({ status: started.status, body: started.body }).toEqual({
      status: 409,
      body: { message: WEBINAR_MESSAGES.started },
    })
    expect((await register(me, ended.id)).body).toEqual({ message: WEBINAR_MESSAGES.ended })
    expect((await view(me, live.id)).body.success.registrationClosedReason).toBe(
      WEBINAR_MESSAGES.started,
    )
    expect(db.webinarRegistrations.all()).toEqual([])
  })

  it('needs a plan with premium webinars, in the words that name Prime and Elite Access', async () => {
    const webinar = await webinarIn(2 * DAY)
    const basic = await catalyst('basic')
    const refused = await register(basic, webinar.id)
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: { message: planRefusal('premium-webinars') },
    })
    expect(
      (
        await api('POST', `/webinars/${crypto.randomUUID()}/register`, {
          token: (await catalyst()).token,
        })
      ).body,
    ).toEqual({
      message: WEBINAR_MESSAGES.notFound,
    })
  })
})

describe('unregistering', () => {
  it('moves the first on the waitlist up at once, e-mails both, and moves everyone behind up', async () => {
    const webinar = await webinarIn(2 * DAY, { capacity: 1 })
    const [seated, first, second] = await Promise.all([catalyst(), catalyst(), catalyst()])
    for (const who of [seated, first, second]) await register(who, webinar.id)

    const left = await unregister(seated, webinar.id)
    expect(left.body.success).toMatchObject({
      registration: 'none',
      seatsLeft: 0,
      waitlistCount: 1,
    })
    const cancelMail = webinarMails(seated.user).at(-1)
    expect(cancelMail?.subject).toBe(`Webinar registration cancelled: ${webinar.title}`)
    expect(cancelMail?.attachments?.[0]?.content).toContain('METHOD:CANCEL\r\n')
    expect(cancelMail?.attachments?.[0]?.content).toContain('SEQUENCE:1\r\n')

    expect((await view(first, webinar.id)).body.success).toMatchObject({
      registration: 'registered',
      waitlistPosition: null,
    })
    const movedMail = webinarMails(first.user).at(-1)
    expect(movedMail?.subject).toBe(`A seat opened for you: ${webinar.title}`)
    expect(movedMail?.attachments?.[0]?.content).toContain('METHOD:REQUEST\r\n')
    expect((await view(second, webinar.id)).body.success.waitlistPosition).toBe(1)

    // Leaving the waitlist frees the place, with no e-mail.
    const before = webinarMails(second.user).length
    expect((await unregister(second, webinar.id)).body.success).toMatchObject({
      registration: 'none',
      waitlistCount: 0,
    })
    expect(webinarMails(second.user)).toHaveLength(before)
    // Without a place, the answer is the webinar as it is.
    expect((await unregister(second, webinar.id)).status).toBe(200)
    // Registering again after leaving goes on with the same record, its SEQUENCE risen.
    await unregister(first, webinar.id)
    await register(seated, webinar.id)
    expect(text((await calendar(seated, webinar.id)).body)).toContain('SEQUENCE:2\r\n')
  })

  it('is closed once the webinar has started', async () => {
    const webinar = await webinarIn(2 * DAY)
    const me = await catalyst()
    await register(me, webinar.id)
    await db.webinars.updateRecord(webinar, {
      data(draft) {
        draft.start = new Date(Date.now() - MINUTE).toISOString()
      },
    })
    expect((await unregister(me, webinar.id)).body).toEqual({
      message: WEBINAR_MESSAGES.changeStarted,
    })
    expect(registrationOf(webinar.id, me.user.id)?.status).toBe('registered')
  })

  it('changes only the caller’s own place, and shows each Catalyst only their own', async () => {
    const webinar = await webinarIn(2 * DAY, { capacity: 5 })
    const [mine, other] = await Promise.all([catalyst(), catalyst()])
    await register(other, webinar.id)
    expect((await view(mine, webinar.id)).body.success).toMatchObject({
      registration: 'none',
      seatsLeft: 4,
    })
    await unregister(mine, webinar.id)
    expect(registrationOf(webinar.id, other.user.id)?.status).toBe('registered')
    expect((await calendar(mine, webinar.id)).body).toEqual({
      message: WEBINAR_MESSAGES.calendarNotRegistered,
    })
  })
})

describe('joining, the calendar and the recording', () => {
  it(`gives the join link to a seat from ${WEBINAR_JOIN_OPENS_MS / MINUTE} minutes before the start until the end`, async () => {
    const [seat, waiting, nobody] = await Promise.all([catalyst(), catalyst(), catalyst()])
    const opensSoon = await webinarIn(20 * MINUTE, { capacity: 1 })
    const open = await webinarIn(10 * MINUTE, { capacity: 1 })
    for (const webinar of [opensSoon, open]) {
      await register(seat, webinar.id)
      await register(waiting, webinar.id)
    }
    expect((await view(seat, opensSoon.id)).body.success.joinUrl).toBeNull()
    expect((await view(seat, open.id)).body.success.joinUrl).toBe(open.joinUrl)
    expect((await view(waiting, open.id)).body.success.joinUrl).toBeNull()
    expect((await view(nobody, open.id)).body.success.joinUrl).toBeNull()
    await db.webinars.updateRecord(open, {
      data(draft) {
        draft.start = new Date(Date.now() - 30 * MINUTE).toISOString()
      },
    })
    expect((await view(seat, open.id)).body.success).toMatchObject({
      status: 'live',
      joinUrl: open.joinUrl,
    })
    await db.webinars.updateRecord(open, {
      data(draft) {
        draft.start = new Date(Date.now() - 2 * HOUR).toISOString()
      },
    })
    expect((await view(seat, open.id)).body.success).toMatchObject({
      status: 'ended',
      joinUrl: null,
    })
  })

  it('gives the recording after the end to every Catalyst on the plan, registered or not', async () => {
    const ended = await webinarIn(-3 * HOUR)
    const notRecorded = await webinarIn(-3 * HOUR, { recordingUrl: null })
    const upcoming = await webinarIn(DAY)
    for (const tier of ['prime', 'elite'] as const) {
      expect((await view(await catalyst(tier), ended.id)).body.success).toMatchObject({
        hasRecording: true,
        recordingUrl: ended.recordingUrl,
      })
    }
    for (const tier of [null, 'basic'] as const) {
      expect((await view(await catalyst(tier), ended.id)).body.success).toMatchObject({
        hasRecording: true,
        recordingUrl: null,
      })
    }
    const me = await catalyst()
    expect((await view(me, notRecorded.id)).body.success).toMatchObject({
      hasRecording: false,
      recordingUrl: null,
    })
    expect((await view(me, upcoming.id)).body.success.hasRecording).toBe(false)
  })

  it('answers the seat’s .ics, and refuses one without a seat', async () => {
    const webinar = await webinarIn(2 * DAY, { capacity: 1, title: 'Ethics; parents, and 18' })
    const [seat, waiting] = await Promise.all([catalyst(), catalyst()])
    await register(seat, webinar.id)
    await register(waiting, webinar.id)
    const file = await calendar(seat, webinar.id)
    expect(file.status).toBe(200)
    const ics = text(file.body)
    expect(ics).toContain('SUMMARY:Catalyst webinar: Ethics\\; parents\\, and 18\r\n')
    expect(ics).toContain('URL:http://localhost/webinars\r\n')
    // The attendee line is folded at 75 octets: unfolded, it names the caller.
    expect(ics.replace(/\r\n /g, '')).toContain(
      `ATTENDEE;CN="Cara Guide";ROLE=REQ-PARTICIPANT:mailto:${seat.user.email}\r\n`,
    )
    expect((await calendar(waiting, webinar.id)).body).toEqual({
      message: WEBINAR_MESSAGES.calendarWaitlisted,
    })
  })

  it('keeps what a plan made when it lapses: the seat, its link and file, and leaving it', async () => {
    const open = await webinarIn(5 * MINUTE)
    const later = await webinarIn(2 * DAY)
    const me = await catalyst()
    await register(me, open.id)
    await register(me, later.id)
    await cancelSubscription(me.user.id)
    expect((await view(me, open.id)).body.success).toMatchObject({
      registration: 'registered',
      joinUrl: open.joinUrl,
    })
    expect((await calendar(me, later.id)).status).toBe(200)
    expect((await unregister(me, later.id)).body.success.registration).toBe('none')
    expect((await register(me, later.id)).body).toEqual({
      message: planRefusal('premium-webinars', true),
    })
  })
})

describe('the live event', () => {
  it('tells every Catalyst the seats left and the waitlist of the webinar, naming no one', async () => {
    const webinar = await webinarIn(2 * DAY, { capacity: 1 })
    const [a, b] = await Promise.all([catalyst(), catalyst(null)])
    await register(a, webinar.id)
    const record = registrationOf(webinar.id, a.user.id)!
    const delivery = LIVE_EVENT_SOURCES['webinars changed'].deliveryOf(record)
    expect(delivery.to).toEqual(expect.arrayContaining([a.user.id, b.user.id]))
    expect(delivery.payload).toMatchObject({
      webinarId: webinar.id,
      seatsLeft: 0,
      waitlistCount: 0,
    })
    expect(Object.keys(delivery.payload).sort()).toEqual([
      'at',
      'seatsLeft',
      'waitlistCount',
      'webinarId',
    ])
  })
})
