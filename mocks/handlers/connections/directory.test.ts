import { describe, expect, it, vi } from 'vitest'

import type {
  ConnectWithCounsellorResponse,
  GetCounsellingInfoResponse,
  GetCounsellorsResponse,
  InviteStudentResponse,
  PlanTier,
} from '@/api/generated/types.gen'

import { INVITE_STATUS } from '../../services/relations'
import { api } from '../../testing/api'
import { catalystWithPlan, giveActivePlan } from '../../testing/factories'
import { createLink, createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import * as directory from './directory'

// Only to reach the 403 (a listed Catalyst without student inquiries): today's plan table gives
// both features to the same plans, so the rule is checked on its own with this switch.
vi.mock('./directory', async (original) => {
  const actual = await original<typeof directory>()
  return { ...actual, takesInquiries: vi.fn(actual.takesInquiries) }
})

startMockBackend()

/**
 * Directory listing and student inquiries (issue 34; openapi "Plans", `listed-catalyst`,
 * getCounsellors and connectWithCounsellor): the Catalyst's plan in effect decides, on every plan.
 */
const interest = { college: 'IIT Bombay', company: 'Architect', stream: 'Chennai' }

async function directoryOf(token: string) {
  const answer = await api<GetCounsellorsResponse>('GET', '/user/counsellors', { token })
  expect(answer.status).toBe(200)
  return answer.body.success
}

const connect = (token: string, catalystId: string) =>
  api<ConnectWithCounsellorResponse>('POST', `/user/connectWithCounsellor/${catalystId}`, {
    token,
    body: { interest },
  })

/** An approved Catalyst on `tier`, or with no plan. */
async function catalystOn(tier: PlanTier | null) {
  if (tier) return (await catalystWithPlan(tier)).user
  return createUser({ role: 'counsellor' })
}

describe('Find Catalysts lists Catalysts by their plan', () => {
  /** [plan, the card's plan fields (undefined: not listed), the request's status]. */
  const cases: [
    PlanTier | null,
    { featured: boolean; takesInquiries: boolean } | undefined,
    number,
  ][] = [
    [null, undefined, 404],
    ['basic', undefined, 404],
    ['prime', { featured: false, takesInquiries: true }, 200],
    ['elite', { featured: true, takesInquiries: true }, 200],
  ]
  it.each(cases)('%s: listed as %o, a request answers %i', async (tier, card, status) => {
    const catalyst = await catalystOn(tier)
    const token = await tokenFor(await createUser({ role: 'student' }))
    const found = (await directoryOf(token)).find((item) => item.id === catalyst.id)
    expect(found && { featured: found.featured, takesInquiries: found.takesInquiries }).toEqual(
      card,
    )
    const asked = await connect(token, catalyst.id)
    expect(asked.status).toBe(status)
    const refused = status === 404 ? directory.NOT_IN_DIRECTORY : undefined
    expect((asked.body as { message?: string }).message).toBe(refused)
  })

  it('leaves the directory at once on a lapse; a connected student keeps the Catalyst', async () => {
    const catalyst = (await catalystWithPlan('elite', { firstName: 'Lapsing' })).user
    const connected = await createUser({ role: 'student' })
    await createLink({
      direction: 'request',
      counsellorId: catalyst.id,
      student: connected,
      status: INVITE_STATUS.accepted,
    })
    const waiting = await createUser({ role: 'student' })
    await createLink({
      direction: 'request',
      counsellorId: catalyst.id,
      student: waiting,
      status: INVITE_STATUS.pending,
    })
    const other = await tokenFor(await createUser({ role: 'student' }))
    expect((await directoryOf(other)).some((item) => item.id === catalyst.id)).toBe(true)

    await cancelSubscription(catalyst.id)
    expect((await directoryOf(other)).some((item) => item.id === catalyst.id)).toBe(false)
    expect((await connect(other, catalyst.id)).status).toBe(404)
    // The connected student keeps them.
    const info = await api<GetCounsellingInfoResponse>('GET', '/user/counsellingInfo', {
      token: await tokenFor(connected),
    })
    expect(info.body.success).toMatchObject({ counselling_id: catalyst.id, status: 1 })
    // A request made before the lapse stays, and the Catalyst may still accept it.
    const accepted = await api('POST', `/invite/student/${waiting.id}/accept`, {
      token: await tokenFor(catalyst),
      body: {},
    })
    expect(accepted.status).toBe(200)
  })

  it('comes back at once when a plan with the directory is bought again', async () => {
    const catalyst = await catalystOn('basic')
    const token = await tokenFor(await createUser({ role: 'student' }))
    expect((await directoryOf(token)).some((item) => item.id === catalyst.id)).toBe(false)
    await giveActivePlan(catalyst, 'prime')
    expect((await directoryOf(token)).some((item) => item.id === catalyst.id)).toBe(true)
  })
})

describe('student inquiries', () => {
  it('refuses a request to a Catalyst who takes no inquiries with 403 naming them', async () => {
    const catalyst = (await catalystWithPlan('prime', { firstName: 'Closed', lastName: 'Door' }))
      .user
    const token = await tokenFor(await createUser({ role: 'student' }))
    const takes = vi.mocked(directory.takesInquiries)
    const real = takes.getMockImplementation()!
    takes.mockImplementation((user) => user.id !== catalyst.id && real(user))
    try {
      const card = (await directoryOf(token)).find((item) => item.id === catalyst.id)
      expect(card).toMatchObject({ takesInquiries: false })
      expect(await connect(token, catalyst.id)).toEqual({
        status: 403,
        body: {
          message:
            'Closed Door is not taking new requests: their plan does not include student inquiries.',
        },
      })
    } finally {
      takes.mockImplementation(real)
    }
  })

  it('lets a Catalyst on any plan, or none, invite students: invitations are not inquiries', async () => {
    for (const tier of [null, 'basic', 'prime', 'elite'] as const) {
      const catalyst = await catalystOn(tier)
      const sent = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
        token: await tokenFor(catalyst),
        body: { email: `invited.${tier ?? 'none'}@example.com` },
      })
      expect(sent.status, tier ?? 'no plan').toBe(200)
    }
  })
})
