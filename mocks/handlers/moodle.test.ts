import { describe, expect, it } from 'vitest'

import { db, type LearnHubRecord, type UserRecord } from '../db'
import { newId, nowIso } from '../services/ids'
import { api } from '../testing/api'
import { createHub, createUser, DAY, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { NOT_APPLIED } from './moodle'

startMockBackend()

async function apply(
  user: UserRecord,
  hub: LearnHubRecord,
  status: 1010 | 1020 | 1030 | 1100 | 1120,
  moduleStart: number | null = null,
) {
  await db.applications.create({
    id: newId(),
    userId: user.id,
    learnHubId: hub.id,
    status,
    prog_percent: 0,
    module_start_date: moduleStart,
    curr_mdl: 'MODULE#01',
    properties: {},
    appliedAt: nowIso(),
  })
}

describe('GET /moodle/startMyExperience/{moodleId}', () => {
  it('answers 401 without a token and 400 for a malformed moodle id', async () => {
    expect((await api('GET', '/moodle/startMyExperience/27')).status).toBe(401)
    const token = await tokenFor(await createUser({ role: 'student' }))
    expect((await api('GET', '/moodle/startMyExperience/zero', { token })).status).toBe(400)
  })

  it('gives the mock Moodle page to an accepted learner within the hub dates', async () => {
    const learner = await createUser({ role: 'student' })
    await apply(learner, await createHub({ moodle_id: 27 }), 1020, Date.now() - DAY)
    const answer = await api<{ success: string }>('GET', '/moodle/startMyExperience/27', {
      token: await tokenFor(learner),
    })
    expect(answer.status).toBe(200)
    const url = new URL(answer.body.success)
    expect(`${url.pathname}${url.search}`).toBe(`/mock-services/moodle/27?user=${learner.id}`)
  })

  it('refuses learners who are not accepted, outside the dates or for another moodle id', async () => {
    const learner = await createUser({ role: 'counsellor' })
    const token = await tokenFor(learner)
    const refused = { status: 400, body: { message: NOT_APPLIED } }
    await apply(learner, await createHub({ moodle_id: 30 }), 1010)
    expect(await api('GET', '/moodle/startMyExperience/30', { token })).toEqual(refused)
    await apply(learner, await createHub({ moodle_id: 31 }), 1020, Date.now() + 3 * DAY)
    expect(await api('GET', '/moodle/startMyExperience/31', { token })).toEqual(refused)
    await apply(
      learner,
      await createHub({
        moodle_id: 32,
        start_date: Date.now() - 90 * DAY,
        end_date: Date.now() - DAY,
      }),
      1020,
    )
    expect(await api('GET', '/moodle/startMyExperience/32', { token })).toEqual(refused)
    expect(await api('GET', '/moodle/startMyExperience/99', { token })).toEqual(refused)
    // Someone else's acceptance does not count.
    await apply(await createUser({ role: 'student' }), await createHub({ moodle_id: 33 }), 1020)
    expect(await api('GET', '/moodle/startMyExperience/33', { token })).toEqual(refused)
  })
})
