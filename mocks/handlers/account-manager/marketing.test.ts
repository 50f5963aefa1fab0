import { describe, expect, it } from 'vitest'

import type { MarketingRequest, MarketingRequestPage } from '@/api/generated/types.gen'
import { planRefusal } from '@/config/plans'

import { db, type UserRecord } from '../../db'
import { api } from '../../testing/api'
import { giveActivePlan } from '../../testing/factories'
import { createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { MARKETING_MESSAGES } from './marketing'
import { MARKETING_ANSWER_AFTER_MS, MARKETING_REVIEW_AFTER_MS } from './staff'

startMockBackend()

type Person = { user: UserRecord; token: string }
const MESSAGE = 'I want more students from Germany to find me. Could you look at my bio?'

async function catalyst(
  tier: 'basic' | 'prime' | 'elite' | null = 'elite',
  approved = true,
): Promise<Person> {
  const user = await createUser({ role: 'counsellor', isCounsellorApproved: approved })
  if (tier) await giveActivePlan(user, tier)
  return { user, token: await tokenFor(user) }
}

const send = (who: Person, kind = 'profile-review', message = MESSAGE) =>
  api<{ success: MarketingRequest }>('POST', '/marketing-requests', {
    token: who.token,
    body: { kind, message },
  })
const list = (who: Person) =>
  api<{ success: MarketingRequestPage }>('GET', '/marketing-requests', { token: who.token })
const one = (who: Person, id: string) =>
  api<{ success: MarketingRequest }>('GET', `/marketing-requests/${id}`, { token: who.token })

/** Moves the request's clock back by `ms`, as if it had been sent that long ago. */
async function age(id: string, ms: number) {
  await db.marketingRequests.updateRecord(id, {
    data(draft) {
      draft.createdAt = new Date(Date.parse(draft.createdAt) - ms).toISOString()
      if (draft.reviewStartedAt)
        draft.reviewStartedAt = new Date(Date.parse(draft.reviewStartedAt) - ms).toISOString()
    },
  })
}

describe('marketing requests', () => {
  it('are sent on Elite, and the manager answers them on a read once due', async () => {
    const me = await catalyst()
    const sent = await send(me)
    expect(sent.status).toBe(200)
    expect(sent.body.success).toMatchObject({ status: 'open', answer: null, message: MESSAGE })
    const id = sent.body.success.id
    // Not yet due: still open.
    expect((await one(me, id)).body.success.status).toBe('open')
    await age(id, MARKETING_REVIEW_AFTER_MS)
    const reviewing = (await one(me, id)).body.success
    expect(reviewing.status).toBe('in-review')
    expect(Date.parse(reviewing.reviewStartedAt!)).toBeLessThanOrEqual(Date.now())
    await age(id, MARKETING_ANSWER_AFTER_MS)
    const page = (await list(me)).body.success
    expect(page.requests[0]).toMatchObject({ id, status: 'answered' })
    expect(page.requests[0]!.answer).toContain('Thank you, Cara.')
    expect(page.waiting).toBe(0)
    // The Catalyst was e-mailed at each step; the manager when it was sent.
    const subjects = db.mails.all().map((mail) => mail.subject)
    expect(
      subjects.filter((subject) => subject.startsWith('Your profile review request')),
    ).toHaveLength(2)
    expect(subjects.some((subject) => subject.startsWith('New marketing request'))).toBe(true)
  })

  it('are refused without Elite, with the words naming it', async () => {
    for (const tier of [null, 'basic', 'prime'] as const) {
      const answer = await send(await catalyst(tier))
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ message: planRefusal('marketing-support', false) })
    }
  })

  it('check the message, the approval a spotlight needs and the 3 waiting at once', async () => {
    const me = await catalyst()
    expect((await send(me, 'profile-review', 'Too short.')).body).toMatchObject({
      message: MARKETING_MESSAGES.tooShort,
    })
    const pending = await catalyst('elite', false)
    const spotlight = await send(pending, 'directory-spotlight')
    expect(spotlight.status).toBe(409)
    expect(spotlight.body).toMatchObject({ message: MARKETING_MESSAGES.notApproved })
    for (let i = 0; i < 3; i += 1) expect((await send(me)).status).toBe(200)
    const fourth = await send(me, 'directory-spotlight')
    expect(fourth.status).toBe(429)
    expect(fourth.body).toMatchObject({ message: MARKETING_MESSAGES.waiting })
    expect((await list(me)).body.success).toMatchObject({ total: 3, waiting: 3, waitingLimit: 3 })
  })

  it('stay readable, and are still answered, after the plan lapses', async () => {
    const me = await catalyst()
    const id = (await send(me)).body.success.id
    await cancelSubscription(me.user.id)
    expect((await send(me)).status).toBe(403)
    await age(id, MARKETING_REVIEW_AFTER_MS + MARKETING_ANSWER_AFTER_MS)
    expect((await one(me, id)).body.success.status).toBe('answered')
  })

  it('are only their Catalyst’s', async () => {
    const me = await catalyst()
    const other = await catalyst()
    const id = (await send(me)).body.success.id
    expect((await one(other, id)).status).toBe(403)
    expect((await list(other)).body.success.total).toBe(0)
  })
})
