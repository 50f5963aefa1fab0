import { afterEach, describe, expect, it } from 'vitest'

import { CHAT_DIGEST_DELAY_MS } from '@/config/constants'

import { db, type UserRecord } from '../../db'
import { seedScenario } from '../../seed'
import { resetClock } from '../../services/clock'
import { advanceBy } from '../../services/scheduler'
import { createUser } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { storeMessage } from '../chat/chat-store'
import { bookFirst, catalyst, studentOf } from '../sessions/testing'

/**
 * Issue 35: every time an e-mail names is in the recipient's zone, named; a person whose profile
 * has no zone reads UTC, named as such, never an unnamed time.
 */
startMockBackend({ seed: false })
afterEach(() => resetClock())

const mailsOf = (user: UserRecord) => db.mails.lookup('to', user.email.toLowerCase())
/** Clock times ("10:00") in a text; each must be followed by its zone in brackets. */
const times = (text: string) => text.match(/\b\d{2}:\d{2}\b(?! \([A-Za-z_]+(\/[A-Za-z_-]+)*\))/g)
const zonesNamed = (text: string) => text.match(/\d{2}:\d{2} \(([^)]+)\)/g) ?? []

describe('e-mail times', () => {
  it('every person of the demo scenario has a time zone', async () => {
    await seedScenario('demo')
    const users = db.users.all()
    expect(users.length).toBeGreaterThan(10)
    const without = users.filter((user) => !user.timeZone).map((user) => user.email)
    expect(without).toEqual([])
    // Each is a zone the mails can write times in.
    for (const user of users)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: user.timeZone! })).not.toThrow()
  })

  it('a person without a zone reads the session e-mail in UTC, named, every time', async () => {
    const me = await catalyst('prime')
    const student = await studentOf(me)
    expect(student.user.timeZone).toBeUndefined()
    await bookFirst(student, me)
    const [confirmation] = mailsOf(student.user)
    const [toCatalyst] = mailsOf(me.user)
    for (const text of [confirmation!.subject, confirmation!.text])
      expect(times(text), text).toBeNull()
    expect(zonesNamed(confirmation!.text).every((time) => time.endsWith('(UTC)'))).toBe(true)
    expect(zonesNamed(confirmation!.text).length).toBeGreaterThan(0)
    expect(zonesNamed(toCatalyst!.text)).toEqual([expect.stringContaining('(Asia/Kolkata)')])
  })

  it('the chat digest names UTC to a person without a zone', async () => {
    const reader = await createUser({ role: 'student' })
    const writer = await createUser({ role: 'counsellor', timeZone: 'Asia/Kolkata' })
    await storeMessage(writer, reader, 'Hello!')
    await advanceBy(CHAT_DIGEST_DELAY_MS)
    const [digest] = mailsOf(reader)
    expect(times(digest!.text)).toBeNull()
    expect(zonesNamed(digest!.text)).toEqual([expect.stringMatching(/\(UTC\)$/)])
  })
})
