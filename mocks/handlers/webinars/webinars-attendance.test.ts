import { describe, expect, it } from 'vitest'

import { planRefusal } from '@/config/plans'
import { WEBINAR_JOIN_OPENS_MS } from '@/config/webinars'

import { db } from '../../db'
import { LIVE_EVENT_SOURCES } from '../../socket/live-events'
import { DAY } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { registrationOf } from './places'
import {
  calendar,
  catalyst,
  HOUR,
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
