import type { ManagerSlotListEnvelope } from '@/api/generated/types.gen'

import { db, type UserRecord } from '@mocks/db'
import type { DemoAccountKey } from '@mocks/seed/demo-accounts'
import { managerOf } from '@mocks/handlers/account-manager/managers'
import { newId, nowIso } from '@mocks/services/ids'
import { giveActivePlan } from '@mocks/testing/factories'
import { api } from '@mocks/testing/api'

import { accessTokenOf as tokenOf, accountUser as user } from '../principals'
import type { ValidCallFactory } from './valid-call'

/**
 * Elite's account manager and marketing support (issue 34): the demo Catalyst is given Elite
 * where a call needs the manager's slots; a call or a request of theirs is arranged in the db.
 */
/** A booked call of `me` with their manager, 3 days ahead (ownership.test.ts uses it too). */
export async function managerCallOf(me: UserRecord) {
  const { manager } = await managerOf(me)
  const start = Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000
  return db.managerCalls.create({
    id: newId(),
    counsellorId: me.id,
    managerId: manager.id,
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * 60_000).toISOString(),
    timeZone: manager.timeZone,
    topic: 'My profile',
    status: 'booked',
    bookedAt: nowIso(),
    sequence: 0,
    cancellation: null,
  })
}

/** An open marketing request of `me` (ownership.test.ts uses it too). */
export async function marketingRequestOf(me: UserRecord) {
  const { manager } = await managerOf(me)
  return db.marketingRequests.create({
    id: newId(),
    counsellorId: me.id,
    managerId: manager.id,
    kind: 'profile-review',
    message: 'Please look at my profile and bio.',
    status: 'open',
    createdAt: nowIso(),
    reviewStartedAt: null,
    decidedAt: null,
    answer: null,
    appOrigin: null,
  })
}

/** The token of `as`, on Elite when a Catalyst (the plan-bound operations' success). */
async function eliteTokenOf(as: DemoAccountKey) {
  const me = user(as)
  if (me.role === 'counsellor') await giveActivePlan(me, 'elite')
  return tokenOf(as)
}

export const accountManagerCalls: Record<string, ValidCallFactory> = {
  getMyAccountManager: async (as = 'counsellor') => ({ token: await eliteTokenOf(as) }),
  getAccountManagerSlots: async (as = 'counsellor') => ({ token: await eliteTokenOf(as) }),
  listMyManagerCalls: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { scope: 'upcoming', page: 1, pageSize: 10 },
  }),
  bookManagerCall: async (as = 'counsellor') => {
    const token = await eliteTokenOf(as)
    const slots = await api<ManagerSlotListEnvelope>('GET', '/account-manager/slots', { token })
    const start = slots.body.success?.slots[0]?.start ?? new Date(Date.now() + 3e8).toISOString()
    return { token, body: { start, topic: 'How can I appear higher in Find Catalysts?' } }
  },
  cancelManagerCall: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { callId: (await managerCallOf(user(as))).id },
    body: { reason: 'A student moved their exam review to that hour.' },
  }),
  getManagerCallCalendar: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { callId: (await managerCallOf(user(as))).id },
  }),
  listMyMarketingRequests: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { page: 1, pageSize: 10 },
  }),
  createMarketingRequest: async (as = 'counsellor') => ({
    token: await eliteTokenOf(as),
    body: {
      kind: 'profile-review',
      message: 'I want more students from Germany to find me. Could you look at my bio?',
    },
  }),
  getMarketingRequest: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { requestId: (await marketingRequestOf(user(as))).id },
  }),
}
