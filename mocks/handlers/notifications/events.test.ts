import { describe, expect, it } from 'vitest'

import { db, type NotificationKindValue, type UserRecord } from '../../db'
import { api } from '../../testing/api'
import { catalystWithPlan } from '../../testing/factories'
import { createHub, createLink, createUser, DAY, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { awardRewards, completeCurrentModule, decideApplication } from '../learning-hubs/lifecycle'
import { bookFirst, catalyst, sessionIn, studentOf } from '../sessions/testing'

/** Issue 35: each event makes one notification, to the person it concerns, none to the actor. */
startMockBackend()

const notificationsOf = (user: UserRecord, kind?: NotificationKindValue) =>
  db.notifications.lookup('owner', user.id).filter((entry) => !kind || entry.kind === kind)
const mailsOf = (user: UserRecord) => db.mails.lookup('to', user.email.toLowerCase())
const interest = { college: 'IIT Delhi', company: 'Product designer', stream: 'Pune' }

describe('sessions', () => {
  it("a booking tells the Catalyst once (times in the Catalyst's zone) and the student only by confirmation", async () => {
    const me = await catalyst('prime')
    const student = await studentOf(me)
    await bookFirst(student, me)
    const [told] = notificationsOf(me.user)
    expect(notificationsOf(me.user)).toHaveLength(1)
    expect(told).toMatchObject({ kind: 'session-changed', link: '/sessions', readAt: null })
    expect(told!.title).toContain('booked a session with you')
    expect(notificationsOf(student.user)).toEqual([])
    const [toCatalyst] = mailsOf(me.user)
    expect(mailsOf(me.user)).toHaveLength(1)
    expect(toCatalyst!.subject).toMatch(/\(Asia\/Kolkata\)$/)
    const [confirmation] = mailsOf(student.user)
    expect(mailsOf(student.user)).toHaveLength(1)
    expect(confirmation!.text).toMatch(/You booked a session with /)
    expect(confirmation!.subject).toMatch(/\(UTC\)$/)
  })

  it('a cancellation names who did it to whom, and attaches no invitation', async () => {
    const me = await catalyst('prime')
    const student = await studentOf(me)
    const session = await sessionIn(me, student, 3 * DAY)
    const cancelled = await api('POST', `/sessions/${session.id}/cancel`, {
      token: student.token,
      body: { reason: 'Exam moved' },
    })
    expect(cancelled.status).toBe(200)
    const name = `${student.user.firstName} ${student.user.lastName ?? ''}`.trim()
    expect(notificationsOf(me.user).map((entry) => entry.title)).toEqual([
      `${name} cancelled your session with them.`,
    ])
    expect(notificationsOf(student.user)).toEqual([])
    const [mail] = mailsOf(me.user)
    expect(mail!.text).not.toContain('The calendar invitation is attached')
    expect(mail!.text).toContain('removes the session from your calendar')
    expect(mail!.text).not.toContain(`${name} cancelled the session with ${name}`)
  })
})

describe('connections', () => {
  it("a student's request tells the Catalyst, with one e-mail", async () => {
    const wanted = await catalystWithPlan('prime', { isCounsellorApproved: true })
    const student = await createUser({ role: 'student' })
    const answer = await api('POST', `/user/connectWithCounsellor/${wanted.user.id}`, {
      token: await tokenFor(student),
      body: { interest, invite_message: 'Hello' },
    })
    expect(answer.status).toBe(200)
    expect(notificationsOf(wanted.user, 'request-received')).toHaveLength(1)
    expect(mailsOf(wanted.user)).toHaveLength(1)
    expect(notificationsOf(student)).toEqual([])
  })

  it("a Catalyst's answer tells the student; a student's answer tells the Catalyst", async () => {
    const me = await createUser({ role: 'counsellor', isCounsellorApproved: true })
    const asking = await createUser({ role: 'student' })
    await createLink({ direction: 'request', counsellorId: me.id, student: asking })
    await api('POST', `/invite/student/${asking.id}/reject`, {
      token: await tokenFor(me),
      body: { reason: 'Full this term' },
    })
    expect(notificationsOf(asking, 'request-answered').map((entry) => entry.title)).toEqual([
      expect.stringContaining('declined your request'),
    ])
    expect(notificationsOf(me)).toEqual([])

    const invited = await createUser({ role: 'student' })
    await createLink({ direction: 'invite', counsellorId: me.id, student: invited })
    const accepted = await api('POST', `/invite/counsellor/accept/${me.id}`, {
      token: await tokenFor(invited),
      body: { interest },
    })
    expect(accepted.status).toBe(200)
    expect(notificationsOf(me, 'invitation-answered')).toHaveLength(1)
    expect(notificationsOf(invited)).toEqual([])
  })
})

describe('learning', () => {
  it('an application changing status and a certificate each tell the learner once', async () => {
    const learner = await createUser({ role: 'student' })
    const hub = await createHub()
    const application = await db.applications.create({
      id: crypto.randomUUID(),
      userId: learner.id,
      learnHubId: hub.id,
      status: 1010,
      prog_percent: 0,
      module_start_date: null,
      curr_mdl: null,
      properties: {},
      appliedAt: new Date().toISOString(),
    })
    await decideApplication(application.id, true)
    expect(notificationsOf(learner, 'application-status')).toHaveLength(1)
    await completeCurrentModule(application.id)
    await completeCurrentModule(application.id)
    expect(notificationsOf(learner, 'application-status')).toHaveLength(2)
    const rewarded = await awardRewards(application.id)
    expect(rewarded.ok).toBe(true)
    // The hub has a badge: the certificate tells the learner, not a third status change.
    expect(notificationsOf(learner, 'certificate-issued')).toHaveLength(1)
    expect(notificationsOf(learner, 'application-status')).toHaveLength(2)
  })
})

describe('plans', () => {
  it('a plan cancelled in the billing portal tells the Catalyst once', async () => {
    const me = await catalystWithPlan('prime')
    await cancelSubscription(me.user.id)
    await cancelSubscription(me.user.id)
    expect(notificationsOf(me.user, 'plan-ended')).toHaveLength(1)
  })
})
