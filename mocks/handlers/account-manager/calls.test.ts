import { describe, expect, it } from 'vitest'

import type {
  AccountManager,
  ManagerCall,
  ManagerCallPage,
  ManagerSlotList,
} from '@/api/generated/types.gen'
import { MANAGER_CALL_NOTICE_MS } from '@/config/account-manager'
import { planRefusal } from '@/config/plans'

import { db, type UserRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { api } from '../../testing/api'
import { giveActivePlan } from '../../testing/factories'
import { createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { CALL_MESSAGES } from './calls'
import { PARTNER_TEAM } from './team'

startMockBackend()

const HOUR = 3_600_000
type Person = { user: UserRecord; token: string }

async function catalyst(tier: 'basic' | 'prime' | 'elite' | null = 'elite'): Promise<Person> {
  const user = await createUser({ role: 'counsellor', timeZone: 'Europe/Berlin' })
  if (tier) await giveActivePlan(user, tier)
  return { user, token: await tokenFor(user) }
}

const manager = (who: Person) =>
  api<{ success: AccountManager }>('GET', '/account-manager', { token: who.token })
const slots = (who: Person) =>
  api<{ success: ManagerSlotList }>('GET', '/account-manager/slots', { token: who.token })
const book = (who: Person, start: string, topic = 'My profile in Germany') =>
  api<{ success: ManagerCall }>('POST', '/account-manager/calls', {
    token: who.token,
    body: { start, topic },
  })
const calls = (who: Person, scope = 'upcoming') =>
  api<{ success: ManagerCallPage }>('GET', `/account-manager/calls?scope=${scope}`, {
    token: who.token,
  })
const cancel = (who: Person, id: string, reason = 'A student moved an exam review.') =>
  api<{ success: ManagerCall }>('POST', `/account-manager/calls/${id}/cancel`, {
    token: who.token,
    body: { reason },
  })

/** A call written straight into the db, `inMs` from now. */
async function callIn(who: Person, inMs: number) {
  const { body } = await manager(who)
  const start = Date.now() + inMs
  return db.managerCalls.create({
    id: newId(),
    counsellorId: who.user.id,
    managerId: body.success.id,
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * 60_000).toISOString(),
    timeZone: 'Asia/Kolkata',
    topic: 'Spotlight',
    status: 'booked',
    bookedAt: nowIso(),
    sequence: 0,
    cancellation: null,
  })
}

describe('the account manager', () => {
  it('is a named member of the partner team, assigned once and kept', async () => {
    const first = await catalyst()
    const second = await catalyst()
    const mine = (await manager(first)).body.success
    expect(mine).toMatchObject({ name: 'Ananya Rao', email: 'ananya.rao@catalyst.app' })
    expect(mine.photoUrl).toMatch(/^https:/)
    // The least busy manager takes the next Catalyst; the first keeps theirs.
    expect((await manager(second)).body.success.name).toBe('Lukas Becker')
    expect((await manager(first)).body.success.assignedAt).toBe(mine.assignedAt)
    expect(db.accountManagers.all()).toHaveLength(PARTNER_TEAM.length)
  })

  it('is Elite only: Basic, Prime and no plan get the words naming Elite', async () => {
    for (const tier of [null, 'basic', 'prime'] as const) {
      const who = await catalyst(tier)
      const answer = await manager(who)
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ message: planRefusal('account-manager', false) })
      expect((await slots(who)).status).toBe(403)
    }
  })
})

describe('calls with the account manager', () => {
  it('offer the manager’s slots from 24 hours ahead, and book one at most once', async () => {
    const me = await catalyst()
    const other = await catalyst()
    // Both on the same manager: the second Catalyst is given Ananya too.
    const { body } = await slots(me)
    await db.managerAssignments.create({
      counsellorId: other.user.id,
      managerId: body.success.managerId,
      assignedAt: nowIso(),
    })
    const first = body.success.slots[0]!
    expect(Date.parse(first.start)).toBeGreaterThanOrEqual(Date.now() + MANAGER_CALL_NOTICE_MS)
    expect(body.success).toMatchObject({ timeZone: 'Asia/Kolkata', callMinutes: 30 })
    const booked = await book(me, first.start)
    expect(booked.status).toBe(200)
    expect(booked.body.success).toMatchObject({ status: 'booked', canCancel: true })
    expect((await book(other, first.start)).status).toBe(409)
    const afterwards = (await slots(other)).body.success.slots.map((slot) => slot.start)
    expect(afterwards).not.toContain(first.start)
    // The Catalyst and the manager are e-mailed, the .ics attached.
    const mails = db.mails.all().filter((mail) => mail.subject.startsWith('Account manager call'))
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      ['ananya.rao@catalyst.app', me.user.email.toLowerCase()].sort(),
    )
  })

  it('refuse a time that is too soon or not a slot', async () => {
    const me = await catalyst()
    await manager(me)
    const soon = new Date(Date.now() + 2 * HOUR).toISOString()
    expect((await book(me, soon)).body).toMatchObject({ message: CALL_MESSAGES.notice })
    const odd = (await slots(me)).body.success.slots[0]!.start
    const offGrid = new Date(Date.parse(odd) + 7 * 60_000).toISOString()
    expect((await book(me, offGrid)).body).toMatchObject({ message: CALL_MESSAGES.notASlot })
  })

  it('hold a Catalyst to 2 upcoming calls (429 with retryAt) and say so with the slots', async () => {
    const me = await catalyst()
    const earliest = await callIn(me, 30 * HOUR)
    await callIn(me, 60 * HOUR)
    const list = (await slots(me)).body.success
    expect(list).toMatchObject({
      bookable: false,
      slots: [],
      notBookableReason: CALL_MESSAGES.upcoming,
    })
    const refused = await book(me, new Date(Date.now() + 100 * HOUR).toISOString())
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: CALL_MESSAGES.upcoming, retryAt: earliest.end })
  })

  it('are cancelled with a reason up to 4 hours before, and stay listed and cancellable after a lapse', async () => {
    const me = await catalyst()
    const late = await callIn(me, 3 * HOUR)
    const early = await callIn(me, 48 * HOUR)
    expect((await cancel(me, late.id)).body).toMatchObject({ message: CALL_MESSAGES.cutOff })
    await cancelSubscription(me.user.id)
    expect((await calls(me)).body.success.calls.map((call) => call.id)).toEqual([late.id, early.id])
    const cancelled = await cancel(me, early.id)
    expect(cancelled.body.success).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      meetingLink: null,
      cancellation: { reason: 'A student moved an exam review.' },
    })
    expect((await cancel(me, early.id)).status).toBe(409)
    const ics = await api<Uint8Array>('GET', `/account-manager/calls/${early.id}/calendar`, {
      token: me.token,
    })
    expect(ics.status).toBe(200)
    const text = new TextDecoder().decode(ics.body)
    expect(text).toContain('METHOD:CANCEL')
    expect(text).toContain(`UID:manager-call-${early.id}@catalyst.app`)
    // A new call needs the plan again.
    expect((await slots(me)).status).toBe(403)
  })

  it('are only their Catalyst’s', async () => {
    const me = await catalyst()
    const other = await catalyst()
    const call = await callIn(me, 48 * HOUR)
    expect((await cancel(other, call.id)).status).toBe(403)
    expect((await cancel(other, newId())).status).toBe(404)
    expect((await calls(other)).body.success.total).toBe(0)
  })
})
