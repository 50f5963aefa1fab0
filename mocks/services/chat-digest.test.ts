import { afterEach, describe, expect, it } from 'vitest'

import { CHAT_DIGEST_DELAY_MS } from '@/config/constants'

import { db, restoreDb, snapshotDb, type UserRecord } from '../db'
import { markRead, storeMessage } from '../handlers/chat/chat-store'
import { mailTime } from '../handlers/shared/calendar'
import { createSocketHub } from '../socket/socket-hub'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { mockNowMs, resetClock } from './clock'
import { advanceBy, nextJob, runDueJobs, settleSchedule } from './scheduler'

/** The chat digest (issue 35): one notification and e-mail for messages received while away. */
startMockBackend()
afterEach(() => resetClock())

const MINUTE = 60_000

async function people() {
  const reader = await createUser({ role: 'counsellor', timeZone: 'Asia/Kolkata' })
  const asha = await createUser({ role: 'student', firstName: 'Asha', lastName: 'Rao' })
  const ravi = await createUser({ role: 'student', firstName: 'Ravi', lastName: 'Kumar' })
  return { reader, asha, ravi }
}

const digestsTo = (user: UserRecord) =>
  db.mails.lookup('to', user.email.toLowerCase()).filter((mail) => mail.kind === 'notification')
const centreOf = (user: UserRecord) =>
  db.notifications.all().filter((entry) => entry.userId === user.id)

describe('the chat digest', () => {
  it('tells a person away once, 15 minutes after the first unread message: who wrote, how many', async () => {
    const { reader, asha, ravi } = await people()
    const first = await storeMessage(asha, reader, 'Hello!')
    await advanceBy(2 * MINUTE)
    await storeMessage(ravi, reader, 'Are you there?')
    await storeMessage(asha, reader, 'One more thing.')
    await advanceBy(CHAT_DIGEST_DELAY_MS - 3 * MINUTE)
    expect(digestsTo(reader)).toEqual([])

    await advanceBy(MINUTE)
    const [mail, ...more] = digestsTo(reader)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('3 unread messages from Asha Rao and Ravi Kumar')
    expect(mail?.text).toContain('- Asha Rao: 2 messages')
    expect(mail?.text).toContain('- Ravi Kumar: 1 message\n')
    expect(mail?.text).toContain(`the first at ${mailTime(first.sendAt, 'Asia/Kolkata')}`)
    expect(mail?.text).toContain('(Asia/Kolkata)')
    expect(mail?.link).toBe('/apps/chat')
    expect(centreOf(reader)).toEqual([
      expect.objectContaining({ kind: 'chat-digest', link: '/apps/chat', readAt: null }),
    ])

    // Acts once: run again, after a hand-over to another serving tab, and later.
    await runDueJobs()
    await restoreDb(snapshotDb())
    await advanceBy(CHAT_DIGEST_DELAY_MS * 4)
    expect(digestsTo(reader)).toHaveLength(1)
    expect(centreOf(reader)).toHaveLength(1)
  })

  it('counts only what came after the last digest in the next one', async () => {
    const { reader, asha, ravi } = await people()
    await storeMessage(asha, reader, 'Hello!')
    await advanceBy(CHAT_DIGEST_DELAY_MS + MINUTE)
    const later = await storeMessage(ravi, reader, 'Hi from Ravi.')
    // Due 15 minutes after the message (the clock runs on meanwhile: not after "now").
    expect(nextJob()?.dueAt).toBe(Date.parse(later.sendAt) + CHAT_DIGEST_DELAY_MS)
    await advanceBy(CHAT_DIGEST_DELAY_MS)
    expect(digestsTo(reader).map((mail) => mail.subject)).toEqual([
      '1 unread message from Asha Rao',
      '1 unread message from Ravi Kumar',
    ])
  })

  it('sends nothing for messages read in time', async () => {
    const { reader, asha } = await people()
    await storeMessage(asha, reader, 'Hello!')
    await advanceBy(CHAT_DIGEST_DELAY_MS - MINUTE)
    await markRead(reader.id, asha.id)
    expect(nextJob()).toBeNull()
    await advanceBy(CHAT_DIGEST_DELAY_MS)
    expect(digestsTo(reader)).toEqual([])
  })

  it('sends nothing to a person here (an open tab, connected to the live socket)', async () => {
    const { reader, asha } = await people()
    const hub = createSocketHub()
    const link = { deliver: () => undefined, end: () => undefined, drop: () => undefined }
    expect(hub.connect('tab-1', { token: await tokenFor(reader) }, link)).toEqual({ ok: true })
    await storeMessage(asha, reader, 'Hello!')
    await advanceBy(CHAT_DIGEST_DELAY_MS)
    expect(digestsTo(reader)).toEqual([])
    expect(centreOf(reader)).toEqual([])

    // Once the tab is closed, the next messages reach them as a digest.
    hub.close('tab-1')
    await storeMessage(asha, reader, 'Still there?')
    await advanceBy(CHAT_DIGEST_DELAY_MS)
    hub.stop()
    expect(digestsTo(reader).map((mail) => mail.subject)).toEqual([
      '1 unread message from Asha Rao',
    ])
  })

  it('follows the preference: in the app only', async () => {
    const { reader, asha } = await people()
    await db.notificationPreferences.create({
      userId: reader.id,
      kinds: [{ kind: 'chat-digest', inApp: true, email: false }],
    })
    await storeMessage(asha, reader, 'Hello!')
    await advanceBy(CHAT_DIGEST_DELAY_MS)
    expect(digestsTo(reader)).toEqual([])
    expect(centreOf(reader)).toEqual([
      expect.objectContaining({ kind: 'chat-digest', title: '1 unread message from Asha Rao' }),
    ])
  })

  it("a seed's unread past is settled without a digest", async () => {
    const { reader, asha } = await people()
    await storeMessage(asha, reader, 'Hello!')
    await settleSchedule(mockNowMs() + CHAT_DIGEST_DELAY_MS)
    await advanceBy(CHAT_DIGEST_DELAY_MS * 2)
    expect(digestsTo(reader)).toEqual([])
  })
})
