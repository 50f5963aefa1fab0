import { beforeEach, describe, expect, it } from 'vitest'

import type {
  GetDashboardStudentCountsResponse,
  GetDashboardStudentsDataResponse,
  GetLearnHubProgressResponse,
  GetNextLearningsAndLearnHubProgressResponse,
  GetStudentRequestTrendResponse,
  GetStudentsRequestDataResponse,
  PlanTier,
} from '@/api/generated/types.gen'
import { planRefusal } from '@/config/plans'

import { db, type UserRecord } from '../db'
import { newId } from '../services/ids'
import { api } from '../testing/api'
import { giveActivePlan } from '../testing/factories'
import { createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { cancelSubscription } from './billing/billing'
import { monthKeyer, monthsUpTo } from './dashboard/request-trend'

startMockBackend()

/**
 * The smart dashboard on the server (issue 34; openapi.yaml x-plan smart-dashboard): its
 * analysis answers only a Catalyst on Prime or Elite Access, and refuses everyone else with the
 * words naming those plans; the counts, the Catalyst's own learning and the requests to answer
 * stay open to every Catalyst.
 */
const DAY = 24 * 60 * 60 * 1000
const ZONE = 'Asia/Kolkata'
const ANALYSIS = [
  '/dashboard/getDashboardStudentsData',
  '/dashboard/getNextLearningsAndLearnHubProgress',
  `/dashboard/studentRequestTrend?timeZone=${encodeURIComponent(ZONE)}`,
]
const OPEN = [
  '/dashboard/studentCounts',
  '/dashboard/learnHubProgress',
  `/dashboard/getLearnHubProgressWithYear?year=${new Date().getFullYear()}`,
  '/dashboard/studentsRequestData',
  '/dashboard/counsellorAcceptedStudents',
]

let catalyst: UserRecord
let token: string

async function student(country: string) {
  return createUser({ role: 'student', country })
}

beforeEach(async () => {
  catalyst = await createUser({ role: 'counsellor' })
  token = await tokenFor(catalyst)
  for (const country of ['India', 'Kenya']) {
    await createLink({
      direction: 'invite',
      counsellorId: catalyst.id,
      student: await student(country),
      status: 1,
      decidedAt: new Date(Date.now() - 40 * DAY).toISOString(),
    })
  }
})

const statusOf = async (path: string) => (await api('GET', path, { token })).status

describe.each<{ name: string; tier: PlanTier | null }>([
  { name: 'no plan', tier: null },
  { name: 'Basic', tier: 'basic' },
])('a Catalyst with $name', ({ tier }) => {
  beforeEach(async () => {
    if (tier) await giveActivePlan(catalyst, tier)
  })

  it.each(ANALYSIS)('is refused %s with the words naming Prime and Elite Access', async (path) => {
    const { status, body } = await api('GET', path, { token })
    expect({ status, message: body.message }).toEqual({
      status: 403,
      message: planRefusal('smart-dashboard'),
    })
    expect(body.message).toBe(
      'Smart dashboard comes with Prime and Elite Access. Choose one of them on Pricing.',
    )
  })

  it.each(OPEN)('keeps %s', async (path) => {
    expect(await statusOf(path)).toBe(200)
  })

  it('keeps the connected-student figures, the same the analysis would give', async () => {
    const counts = await api<GetDashboardStudentCountsResponse>('GET', '/dashboard/studentCounts', {
      token,
    })
    expect(counts.body.success.connectedStudentsData).toMatchObject({ connectedStudents: 2 })
    await giveActivePlan(catalyst, 'prime')
    const analysis = await api<GetDashboardStudentsDataResponse>(
      'GET',
      '/dashboard/getDashboardStudentsData',
      { token },
    )
    expect(analysis.body.success.connectedStudentsData).toEqual(
      counts.body.success.connectedStudentsData,
    )
  })
})

describe.each<PlanTier>(['prime', 'elite'])('a Catalyst on %s', (tier) => {
  beforeEach(async () => {
    await giveActivePlan(catalyst, tier)
  })

  it.each([...ANALYSIS, ...OPEN])('is answered %s', async (path) => {
    expect(await statusOf(path)).toBe(200)
  })

  it('gets the learning-hub progress alike from the open read and the analysis', async () => {
    const open = await api<GetLearnHubProgressResponse>('GET', '/dashboard/learnHubProgress', {
      token,
    })
    const analysis = await api<GetNextLearningsAndLearnHubProgressResponse>(
      'GET',
      '/dashboard/getNextLearningsAndLearnHubProgress',
      { token },
    )
    expect(open.body.success.learnHubProgressDetails).toEqual(
      analysis.body.success.learnHubProgressDetails,
    )
  })
})

describe('a lapse', () => {
  it('refuses the analysis at once, saying the plan no longer includes it', async () => {
    await giveActivePlan(catalyst, 'prime')
    expect(await statusOf(ANALYSIS[0]!)).toBe(200)
    await cancelSubscription(catalyst.id)
    for (const path of ANALYSIS) {
      const { status, body } = await api('GET', path, { token })
      expect({ path, status, message: body.message }).toEqual({
        path,
        status: 403,
        message: planRefusal('smart-dashboard', true),
      })
    }
    for (const path of OPEN) expect(await statusOf(path)).toBe(200)
  })

  it('a change to Basic refuses it too; back to Prime opens it again', async () => {
    await giveActivePlan(catalyst, 'elite')
    await giveActivePlan(catalyst, 'basic')
    const { status, body } = await api('GET', ANALYSIS[0]!, { token })
    expect({ status, message: body.message }).toEqual({
      status: 403,
      message: planRefusal('smart-dashboard', true),
    })
    await giveActivePlan(catalyst, 'prime')
    expect(await statusOf(ANALYSIS[0]!)).toBe(200)
  })
})

describe('getStudentRequestTrend', () => {
  beforeEach(async () => {
    await giveActivePlan(catalyst, 'prime')
  })

  const trend = async (timeZone = ZONE) =>
    api<GetStudentRequestTrendResponse>(
      'GET',
      `/dashboard/studentRequestTrend?timeZone=${encodeURIComponent(timeZone)}`,
      { token },
    )

  async function request(createdAt: string, status: 0 | 1 | 2 | 3 = 0) {
    await createLink({
      direction: 'request',
      counsellorId: catalyst.id,
      student: await student('Peru'),
      status,
      createdAt,
    })
  }

  it('counts every request sent in each of the last 6 months, whatever became of it', async () => {
    const now = Date.now()
    const keyOf = monthKeyer(ZONE)
    // Pending, accepted, declined and dropped since: each was a request that month.
    const sent = [60_000, 120_000, 180_000, 70 * DAY].map((ago) => now - ago)
    for (const [index, at] of sent.entries())
      await request(new Date(at).toISOString(), ([0, 1, 2, 3] as const)[index])
    // Older than the six months: not counted.
    await request(new Date(now - 400 * DAY).toISOString(), 0)
    // An invitation the Catalyst sent is not a request.
    await createLink({
      direction: 'invite',
      counsellorId: catalyst.id,
      student: await student('Chile'),
    })
    // Another Catalyst's request is not theirs.
    await createLink({
      direction: 'request',
      counsellorId: newId(),
      student: await student('Fiji'),
    })

    const { status, body } = await trend()
    expect(status).toBe(200)
    const months = monthsUpTo(keyOf(now))
    expect(body.success.months).toEqual(
      months.map((month) => ({
        month,
        requests: sent.filter((at) => keyOf(at) === month).length,
      })),
    )
    expect(body.success.months.reduce((sum, entry) => sum + entry.requests, 0)).toBe(4)
  })

  it("counts a request in the month of the viewer's zone", async () => {
    // 02:00 UTC on the first of a month is still the evening before in New York.
    const today = new Date()
    let at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1, 2)
    if (at > today.getTime()) at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1, 2)
    await request(new Date(at).toISOString())
    const monthOf = async (timeZone: string) =>
      (await trend(timeZone)).body.success.months.find((entry) => entry.requests > 0)?.month
    const utc = new Date(at).toISOString().slice(0, 7)
    expect(await monthOf('UTC')).toBe(utc)
    expect(await monthOf('America/New_York')).toBe(
      new Date(Date.UTC(Number(utc.slice(0, 4)), Number(utc.slice(5, 7)) - 2, 1))
        .toISOString()
        .slice(0, 7),
    )
  })

  it('names six months, oldest first, across a new year', () => {
    expect(monthsUpTo('2025-03')).toEqual([
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ])
  })

  it('refuses an unknown time zone with 400', async () => {
    const { status, body } = await trend('Mars/Olympus_Mons')
    expect({ status, message: body.message }).toEqual({
      status: 400,
      message: 'Unknown time zone: Mars/Olympus_Mons.',
    })
    expect((await api('GET', '/dashboard/studentRequestTrend', { token })).status).toBe(400)
  })
})

describe('the requests themselves', () => {
  it('stay open without the plan: the Student Request drawer lists them', async () => {
    await createLink({
      direction: 'request',
      counsellorId: catalyst.id,
      student: await student('Peru'),
    })
    const { status, body } = await api<GetStudentsRequestDataResponse>(
      'GET',
      '/dashboard/studentsRequestData',
      { token },
    )
    expect(status).toBe(200)
    expect(body.success).toHaveLength(1)
    expect(db.checkouts.lookup('user', catalyst.id)).toHaveLength(0)
  })
})
