import { beforeEach, describe, expect, it } from 'vitest'

import type {
  GetLearnHubProgressWithYearResponse,
  GetNextLearningsAndLearnHubProgressResponse,
} from '@/api/generated/types.gen'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { api } from '../testing/api'
import { startMockBackend } from '../testing/server'
import { freshDashboardWorld } from './dashboard-testing'

startMockBackend()

const world = freshDashboardWorld()

describe('learning data', () => {
  beforeEach(async () => {
    const year = new Date().getUTCFullYear()
    const hubId = newId()
    await db.learnHubs.create({
      id: hubId,
      name: 'Career Coaching 101',
      short_desc: 'Basics',
      start_date: Date.UTC(year, 0, 10),
      end_date: Date.UTC(year + 1, 0, 10),
      modules: [
        { sk: 'M1', name: 'Listening', duration: 1, duration_type: 'week' },
        { sk: 'M2', name: 'Goal setting', duration: 2, duration_type: 'weeks' },
        { sk: 'M3', name: 'Feedback', duration: 1, duration_type: 'month' },
      ],
    })
    await db.learnHubs.create({
      id: newId(),
      name: 'Unapplied hub',
      short_desc: 'Suggested',
      end_date: Date.UTC(year + 2, 0, 1),
    })
    await db.applications.create({
      id: newId(),
      userId: world.counsellor.id,
      learnHubId: hubId,
      status: 1020,
      prog_percent: 40,
      module_start_date: null,
      curr_mdl: 'M2',
      properties: null,
      appliedAt: nowIso(),
    })
  })

  it('reports progress, upcoming modules and suggested hubs', async () => {
    const { status, body } = await api<GetNextLearningsAndLearnHubProgressResponse>(
      'GET',
      '/dashboard/getNextLearningsAndLearnHubProgress',
      { token: world.token },
    )
    expect(status).toBe(200)
    expect(body.success.learnHubProgressDetails).toEqual([
      expect.objectContaining({
        learnHubName: 'Career Coaching 101',
        moduleName: 'Goal setting',
        progPercent: 40,
      }),
    ])
    expect(body.success.nextLearningAssignments.map((item) => item.moduleName)).toEqual([
      'Goal setting',
      'Feedback',
    ])
    expect(body.success.learnHubData.map((hub) => hub.name)).toEqual(['Career Coaching 101'])
    expect(body.success.dashboardStat.suggested_courses).toEqual([
      { name: 'Unapplied hub', description: 'Suggested' },
    ])
  })

  it('filters progress by year and validates the year', async () => {
    const year = new Date().getUTCFullYear()
    const now = await api<GetLearnHubProgressWithYearResponse>(
      'GET',
      `/dashboard/getLearnHubProgressWithYear?year=${year}`,
      { token: world.token },
    )
    expect(now.body.success.learnHubProgressDetails).toHaveLength(1)
    const past = await api<GetLearnHubProgressWithYearResponse>(
      'GET',
      `/dashboard/getLearnHubProgressWithYear?year=${year - 3}`,
      { token: world.token },
    )
    expect(past.body.success.learnHubProgressDetails).toHaveLength(0)
    expect(
      (await api('GET', '/dashboard/getLearnHubProgressWithYear?year=abc', { token: world.token }))
        .status,
    ).toBe(400)
    expect(
      (await api('GET', '/dashboard/getLearnHubProgressWithYear', { token: world.token })).status,
    ).toBe(400)
  })
})
