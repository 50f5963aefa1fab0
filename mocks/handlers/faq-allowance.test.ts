import { afterEach, describe, expect, it, vi } from 'vitest'

import type { PlanTier, SupportAllowance, SupportTicket } from '@/api/generated/types.gen'
import { HELP_REQUESTS_PER_MONTH, SUPPORT_RESPONSE_TIMES } from '@/config/support'

import { db, type UserRecord } from '../db'
import { api } from '../testing/api'
import { catalystWithPlan, giveActivePlan } from '../testing/factories'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { cancelSubscription } from './billing/billing'

/**
 * E-mail and chat support, Limited vs Unlimited (issue 34; openapi.yaml createSupportRequest and
 * getSupportAllowance): Basic and no plan have 3 help requests a calendar month (UTC), Prime and
 * Elite Access none and priority; students are not plan-bound. The clock is fixed (Date only).
 */
startMockBackend()
afterEach(() => {
  vi.useRealTimers()
})

function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

const NOVEMBER_USED_UP =
  'You have used your 3 help requests for November. Prime and Elite Access include unlimited priority support. Your allowance renews on 1 DEC 2026.'

type Ticket = { success: SupportTicket }
const ask = async (user: UserRecord, question = 'How do I read my invoices, please?') =>
  api<Ticket>('POST', '/faq/support-request', { token: await tokenFor(user), body: { question } })
const allowanceOf = async (user: UserRecord) =>
  (await api<{ success: SupportAllowance }>('GET', '/faq/support-allowance', {
    token: await tokenFor(user),
  })) as { status: number; body: { success: SupportAllowance } }

async function counsellorOn(tier: PlanTier | null): Promise<UserRecord> {
  if (tier) return (await catalystWithPlan(tier)).user
  return createUser({ role: 'counsellor' })
}

describe('the help-request allowance', () => {
  it.each([
    ['no plan', null],
    ['Basic', 'basic'],
  ] as const)('gives a Catalyst on %s 3 a month, standard answers', async (_, tier) => {
    clockAt('2026-11-20T10:00:00.000Z')
    const user = await counsellorOn(tier)
    expect((await api('GET', '/faq/support-allowance')).status).toBe(401)
    expect((await allowanceOf(user)).body.success).toEqual({
      limited: true,
      used: 0,
      limit: HELP_REQUESTS_PER_MONTH,
      remaining: 3,
      resetsAt: '2026-12-01T00:00:00.000Z',
      priority: false,
      responseTime: 'within 3 business days',
    })
  })

  it.each([
    ['prime', 'within 1 business day'],
    ['elite', 'within 4 hours on business days'],
  ] as const)('gives %s unlimited priority support, answered %s', async (tier, time) => {
    const user = await counsellorOn(tier)
    expect(SUPPORT_RESPONSE_TIMES[tier]).toBe(time)
    expect((await allowanceOf(user)).body.success).toEqual({
      limited: false,
      used: 0,
      limit: null,
      remaining: null,
      resetsAt: null,
      priority: true,
      responseTime: time,
    })
    for (let index = 0; index < HELP_REQUESTS_PER_MONTH + 2; index += 1) {
      const answer = await ask(user, `Priority question number ${index + 1}.`)
      expect(answer.status).toBe(200)
      expect(answer.body.success).toMatchObject({ priority: true, responseTime: time })
    }
    const stored = db.supportRequests.findMany((q) => q.where({ userId: user.id }))
    expect(stored.map((request) => [request.priority, request.responseTime])).toEqual(
      Array.from({ length: 5 }, () => [true, time]),
    )
    expect((await allowanceOf(user)).body.success.used).toBe(5)
  })

  it('takes 3 from a Basic Catalyst, then refuses with the month, the plans and the renewal', async () => {
    clockAt('2026-11-20T10:00:00.000Z')
    const user = await counsellorOn('basic')
    for (const left of [2, 1, 0]) {
      const answer = await ask(user)
      expect(answer.body.success).toMatchObject({
        priority: false,
        responseTime: 'within 3 business days',
      })
      expect((await allowanceOf(user)).body.success).toMatchObject({ remaining: left })
    }
    const refused = await ask(user)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      message: NOVEMBER_USED_UP,
      retryAt: '2026-12-01T00:00:00.000Z',
    })
    expect(db.supportRequests.findMany((q) => q.where({ userId: user.id }))).toHaveLength(3)
    expect(
      db.supportRequests.findMany((q) => q.where({ userId: user.id })).map((r) => r.priority),
    ).toEqual([false, false, false])
  })

  it('stores only 3 of 8 sent at once', async () => {
    clockAt('2026-11-20T10:00:00.000Z')
    const user = await counsellorOn(null)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => ask(user, `Question sent at once, number ${index}.`)),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    expect(answers.filter((answer) => answer.body.message === NOVEMBER_USED_UP)).toHaveLength(5)
    expect(db.supportRequests.findMany((q) => q.where({ userId: user.id }))).toHaveLength(3)
  })

  it('renews on the first of the month, UTC', async () => {
    clockAt('2026-11-30T23:30:00.000Z')
    const user = await counsellorOn('basic')
    for (let index = 0; index < 3; index += 1) expect((await ask(user)).status).toBe(200)
    expect((await ask(user)).status).toBe(429)

    clockAt('2026-12-01T00:00:00.000Z')
    expect((await allowanceOf(user)).body.success).toMatchObject({
      used: 0,
      remaining: 3,
      resetsAt: '2027-01-01T00:00:00.000Z',
    })
    expect((await ask(user)).status).toBe(200)
    expect((await allowanceOf(user)).body.success.remaining).toBe(2)

    // The last day of December names December and the first of January.
    clockAt('2026-12-31T12:00:00.000Z')
    await ask(user)
    await ask(user)
    const refused = await ask(user)
    expect(refused.body.message).toBe(
      'You have used your 3 help requests for December. Prime and Elite Access include unlimited priority support. Your allowance renews on 1 JAN 2027.',
    )
    expect(refused.body.retryAt).toBe('2027-01-01T00:00:00.000Z')
  })

  it('follows the plan at each call: an upgrade opens it, a lapse counts the month', async () => {
    clockAt('2026-11-10T09:00:00.000Z')
    const user = await counsellorOn('basic')
    for (let index = 0; index < 3; index += 1) await ask(user)
    expect((await ask(user)).status).toBe(429)

    await giveActivePlan(user, 'prime')
    const priority = await ask(user)
    expect(priority.status).toBe(200)
    expect(priority.body.success).toMatchObject({
      priority: true,
      responseTime: 'within 1 business day',
    })

    // Cancelled: limited again, and every request of the month counts.
    await cancelSubscription(user.id)
    expect((await allowanceOf(user)).body.success).toMatchObject({
      limited: true,
      used: 4,
      remaining: 0,
      priority: false,
    })
    expect((await ask(user)).body.message).toBe(NOVEMBER_USED_UP)
  })

  it('leaves students as they were: no allowance, no priority', async () => {
    clockAt('2026-11-20T10:00:00.000Z')
    const student = await createUser({ role: 'student' })
    expect((await allowanceOf(student)).body.success).toEqual({
      limited: false,
      used: 0,
      limit: null,
      remaining: null,
      resetsAt: null,
      priority: false,
      responseTime: 'within 3 business days',
    })
    for (let index = 0; index < HELP_REQUESTS_PER_MONTH + 3; index += 1) {
      const answer = await ask(student, `Student question number ${index + 1}.`)
      expect(answer.status).toBe(200)
      expect(answer.body.success.priority).toBe(false)
    }
    expect((await allowanceOf(student)).body.success.used).toBe(6)
  })
})
