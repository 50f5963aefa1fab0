import { describe, expect, it } from 'vitest'

import type {
  MarkAllNotificationsReadEnvelope,
  NotificationPageEnvelope,
  NotificationPreferencesEnvelope,
  NotificationReadEnvelope,
  UnreadNotificationCountEnvelope,
} from '@/api/generated/types.gen'

import { db, NOTIFICATION_KINDS, type UserRecord } from '../../db'
import { notify } from '../../services/notify'
import { api } from '../../testing/api'
import { createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { NOTIFICATION_MESSAGES } from './resolvers'

startMockBackend()

interface Person {
  user: UserRecord
  token: string
}

async function person(
  role: 'student' | 'counsellor' = 'student',
  timeZone: UserRecord['timeZone'] = 'UTC',
) {
  const user = await createUser({ role, timeZone })
  return { user, token: await tokenFor(user) }
}

const tell = (to: Person, title = 'Something happened.') =>
  notify({ userId: to.user.id, kind: 'pathway-assigned', title, link: '/my-pathway' })

const list = (who: Person, query = '') =>
  api<NotificationPageEnvelope>('GET', `/notifications${query}`, { token: who.token })
const unread = async (who: Person) =>
  (
    await api<UnreadNotificationCountEnvelope>('GET', '/notifications/unread-count', {
      token: who.token,
    })
  ).body.success.unread
const read = (who: Person, id: string) =>
  api<NotificationReadEnvelope>('POST', `/notifications/${id}/read`, { token: who.token })
const savePreferences = (who: Person, preferences: unknown) =>
  api<NotificationPreferencesEnvelope>('POST', '/notifications/preferences', {
    token: who.token,
    body: { preferences },
  })
const mailsTo = (who: Person) => db.mails.lookup('to', who.user.email.toLowerCase())

describe('the notification list', () => {
  it('pages newest first with a cursor, and counts the unread', async () => {
    const me = await person()
    for (let index = 0; index < 25; index += 1) await tell(me, `Event ${index}`)
    const first = await list(me, '?limit=10')
    expect(first.status).toBe(200)
    expect(first.body.success.results.map((entry) => entry.title)[0]).toBe('Event 24')
    expect(first.body.success.unread).toBe(25)
    const titles = [...first.body.success.results.map((entry) => entry.title)]
    let cursor = first.body.success.nextCursor
    while (cursor) {
      const next = await list(me, `?limit=10&cursor=${encodeURIComponent(cursor)}`)
      titles.push(...next.body.success.results.map((entry) => entry.title))
      cursor = next.body.success.nextCursor
    }
    expect(titles).toEqual(Array.from({ length: 25 }, (_, index) => `Event ${24 - index}`))
    expect((await list(me)).body.success.results).toHaveLength(20)
  })

  it('refuses a cursor it did not give, and a page over 50', async () => {
    const me = await person()
    expect((await list(me, '?cursor=bm9wZQ')).body).toEqual({
      message: NOTIFICATION_MESSAGES.badCursor,
    })
    expect((await list(me, '?limit=51')).status).toBe(400)
  })

  it("shows only the caller's own", async () => {
    const me = await person()
    const other = await person('counsellor')
    await tell(other, 'Not yours')
    expect((await list(me)).body.success.results).toEqual([])
    expect(await unread(me)).toBe(0)
  })
})

describe('marking read', () => {
  it("marks one (idempotently); another person's answers 404 and stays unread", async () => {
    const me = await person()
    const other = await person()
    const mine = (await tell(me)).notification!
    const theirs = (await tell(other)).notification!
    const answer = await read(me, mine.id)
    expect(answer.body.success).toMatchObject({ notification: { read: true }, unread: 0 })
    expect((await read(me, mine.id)).status).toBe(200)
    expect((await read(me, theirs.id)).status).toBe(404)
    expect((await read(me, crypto.randomUUID())).body).toEqual({
      message: NOTIFICATION_MESSAGES.notFound,
    })
    expect(await unread(other)).toBe(1)
  })

  it("marks all of the caller's, and nobody else's", async () => {
    const me = await person()
    const other = await person()
    await tell(me)
    await tell(me)
    await tell(other)
    const answer = await api<MarkAllNotificationsReadEnvelope>('POST', '/notifications/read-all', {
      token: me.token,
    })
    expect(answer.body.success).toEqual({ marked: 2, unread: 0 })
    expect(await unread(other)).toBe(1)
  })
})

describe('preferences', () => {
  it('are on for every kind until changed, and keep kinds left out of a save', async () => {
    const me = await person()
    const initial = await api<NotificationPreferencesEnvelope>(
      'GET',
      '/notifications/preferences',
      { token: me.token },
    )
    // A student is offered the kinds a student is sent: no nudges, invitations answered or plans.
    const offered = initial.body.success.preferences.map((entry) => entry.kind)
    expect(offered).toEqual([
      'request-answered',
      'session-changed',
      'session-reminder',
      'request-expired',
      'pathway-assigned',
      'step-completed',
      'application-status',
      'certificate-issued',
      'chat-digest',
    ])
    expect(offered.every((kind) => NOTIFICATION_KINDS.includes(kind))).toBe(true)
    expect(initial.body.success.preferences.every((entry) => entry.inApp && entry.email)).toBe(true)
    const saved = await savePreferences(me, [
      { kind: 'pathway-assigned', inApp: false, email: true },
    ])
    expect(
      saved.body.success.preferences.find((entry) => entry.kind === 'pathway-assigned'),
    ).toEqual({ kind: 'pathway-assigned', inApp: false, email: true })
    expect(saved.body.success.preferences.filter((entry) => !entry.inApp)).toHaveLength(1)
  })

  it("offer a Catalyst the Catalyst's kinds", async () => {
    const catalyst = await person('counsellor')
    const answer = await api<NotificationPreferencesEnvelope>('GET', '/notifications/preferences', {
      token: catalyst.token,
    })
    expect(answer.body.success.preferences.map((entry) => entry.kind)).toEqual([
      'request-received',
      'invitation-answered',
      'session-changed',
      'session-reminder',
      'request-nudge',
      'application-status',
      'certificate-issued',
      'plan-ended',
      'chat-digest',
    ])
  })

  it('refuses a kind named twice, and an unknown kind', async () => {
    const me = await person()
    const twice = await savePreferences(me, [
      { kind: 'plan-ended', inApp: false, email: true },
      { kind: 'plan-ended', inApp: true, email: true },
    ])
    expect(twice.body).toEqual({ message: NOTIFICATION_MESSAGES.twice })
    expect((await savePreferences(me, [{ kind: 'gossip', inApp: true, email: true }])).status).toBe(
      400,
    )
  })

  it('are honoured: in-app off writes no record, e-mail off sends no e-mail', async () => {
    const me = await person()
    await savePreferences(me, [{ kind: 'pathway-assigned', inApp: false, email: true }])
    const noRecord = await tell(me)
    expect(noRecord.notification).toBeNull()
    expect(noRecord.mail).not.toBeNull()
    expect(await unread(me)).toBe(0)
    await savePreferences(me, [{ kind: 'pathway-assigned', inApp: true, email: false }])
    const before = mailsTo(me).length
    const noMail = await tell(me)
    expect(noMail.notification).not.toBeNull()
    expect(mailsTo(me)).toHaveLength(before)
  })
})

describe('e-mails', () => {
  it("name every time in the recipient's zone, named", async () => {
    const me = await person('student', 'Asia/Kolkata')
    const { mail } = await notify({
      userId: me.user.id,
      kind: 'session-reminder',
      title: 'Your session starts soon.',
      link: '/sessions',
      subject: (time) => `Reminder: ${time('2026-12-01T04:30:00.000Z')}`,
      text: (time) => `It starts at ${time('2026-12-01T04:30:00.000Z')}.`,
    })
    expect(mail?.subject).toBe('Reminder: 1 Dec 2026, 10:00 (Asia/Kolkata)')
    expect(mail?.text).toContain('It starts at 1 Dec 2026, 10:00 (Asia/Kolkata).')
    expect(mail?.text).toContain('Open it in Catalyst: /sessions')
  })
})
