import { describe, expect, it } from 'vitest'

import type { AppliedHub } from '@/api/generated/types.gen'

import { db, type ApplicationRecord, type UserRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { api } from '../../testing/api'
import { createHub, createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { awardRewards, completeCurrentModule, decideApplication } from './lifecycle'

startMockBackend()

async function apply(user: UserRecord, hubId: string): Promise<ApplicationRecord> {
  return db.applications.create({
    id: newId(),
    userId: user.id,
    learnHubId: hubId,
    status: 1010,
    prog_percent: 0,
    module_start_date: null,
    curr_mdl: null,
    properties: {},
    appliedAt: nowIso(),
  })
}

async function enrolled(user: UserRecord): Promise<AppliedHub> {
  const answer = await api<{ success: { appliedLearnHubs: AppliedHub[] } }>(
    'GET',
    '/auth/LearnHub/appliedList',
    { token: await tokenFor(user) },
  )
  return answer.body.success.appliedLearnHubs[0]!
}

describe('the application lifecycle outside the API', () => {
  it('goes Applied, Accepted, through the modules to Complete, then Rewards Awarded with a badge', async () => {
    const learner = await createUser({ role: 'counsellor' })
    const hub = await createHub()
    const { id } = await apply(learner, hub.id)

    expect(await completeCurrentModule(id)).toMatchObject({ ok: false })
    expect(await awardRewards(id)).toMatchObject({ ok: false })
    expect(await decideApplication(id, true)).toMatchObject({ ok: true })
    expect(await enrolled(learner)).toMatchObject({
      status: 1020,
      prog_percent: 0,
      curr_mdl: 'MODULE#01',
    })
    expect(await decideApplication(id, false)).toMatchObject({ ok: false })

    await completeCurrentModule(id)
    expect(await enrolled(learner)).toMatchObject({
      status: 1020,
      prog_percent: 50,
      curr_mdl: 'MODULE#02',
    })
    await completeCurrentModule(id)
    expect(await enrolled(learner)).toMatchObject({ status: 1100, prog_percent: 100 })
    expect(await completeCurrentModule(id)).toMatchObject({ ok: false })

    const awarded = await awardRewards(id)
    expect(awarded.ok).toBe(true)
    expect(await enrolled(learner)).toMatchObject({ status: 1120 })
    const badges = await api<{ data: { success: Array<{ name: string; LearnHubName: string }> } }>(
      'GET',
      '/auth/achievement/badges/all',
      { token: await tokenFor(learner) },
    )
    expect(badges.body.data.success).toEqual([
      expect.objectContaining({ name: 'Guidance Foundations', LearnHubName: hub.name }),
    ])
  })

  it('rejects an application that is still Applied', async () => {
    const learner = await createUser({ role: 'student' })
    const hub = await createHub()
    const { id } = await apply(learner, hub.id)
    expect(await decideApplication(id, false)).toMatchObject({ ok: true })
    expect(await enrolled(learner)).toMatchObject({ status: 1030 })
    expect(await decideApplication('no-such-id', true)).toEqual({
      ok: false,
      reason: 'No such application.',
    })
  })
})
