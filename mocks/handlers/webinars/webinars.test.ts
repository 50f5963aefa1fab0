import { describe, expect, it } from 'vitest'

import { planRefusal } from '@/config/plans'
import { WEBINAR_JOIN_OPENS_MS, WEBINAR_WAITLIST_MAX } from '@/config/webinars'

import { db } from '../../db'
import { api } from '../../testing/api'
import { createUser, DAY, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { registrationOf } from './places'
import { catalyst, HOUR, list, MINUTE, register, view, webinarIn, webinarMails } from './testing'
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
