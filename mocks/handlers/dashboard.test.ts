import { beforeEach, describe, expect, it } from 'vitest'

import type {
  GetCounsellorAcceptedStudentsResponse,
  GetDashboardStudentsDataResponse,
  GetLearnHubProgressWithYearResponse,
  GetNextLearningsAndLearnHubProgressResponse,
  GetStudentsRequestDataResponse,
  ReadMessagesResponse,
} from '@/api/generated/types.gen'

import { db, type UserRecord } from '../db'
import { newId, nowIso } from '../services/ids'
import { api } from '../testing/api'
import { giveActivePlan } from '../testing/factories'
import { createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()

const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const interest = { college: 'NID', company: 'Designer', stream: 'Pune' }

let counsellor: UserRecord
let busy: UserRecord
let quiet: UserRecord
let drifting: UserRecord
let asking: UserRecord
let token: string

async function message(from: UserRecord, to: UserRecord, sendAt: string, isRead = false) {
  await db.chatMessages.create({
    id: newId(),
    senderId: from.id,
    receiverId: to.id,
    message: 'hello',
    sendAt,
    isRead,
    readAt: null,
  })
}

beforeEach(async () => {
  counsellor = await createUser({ role: 'counsellor' })
  // The analysis is the smart dashboard's (Prime and Elite; dashboard-plans.test.ts for the rest).
  await giveActivePlan(counsellor, 'prime')
  busy = await createUser({
    role: 'student',
    firstName: 'Busy',
    country: 'India',
    dateOfBirth: '2005-01-15T00:00:00.000Z',
  })
  quiet = await createUser({ role: 'student', firstName: 'Quiet', country: 'Kenya' })
  drifting = await createUser({ role: 'student', firstName: 'Drifting', country: 'Brazil' })
  asking = await createUser({
    role: 'student',
    firstName: 'Asking',
    city: 'Lagos',
    gender: 'female',
  })
  for (const [index, student] of [busy, quiet, drifting].entries()) {
    await createLink({
      direction: 'invite',
      counsellorId: counsellor.id,
      student,
      status: 1,
      decidedAt: ago(40 + index),
      interest,
    })
  }
  await createLink({
    direction: 'request',
    counsellorId: counsellor.id,
    student: asking,
    message: 'Please guide me',
    interest,
  })
  await message(busy, counsellor, ago(3))
  await message(busy, counsellor, ago(2))
  await message(counsellor, drifting, ago(10), true)
  await db.notes.create({
    id: newId(),
    studentId: busy.id,
    counsellorId: counsellor.id,
    note: '<p>Great start</p>',
    created_at: ago(1),
  })
  const pathwayId = newId()
  await db.pathways.create({
    id: pathwayId,
    sk: `PATHWAY#${pathwayId}`,
    code: 'UX',
    name: 'UX Designer',
    image_link: 'https://example.com/ux.png',
    steps: [
      { code: 'S1', name: 'Learn basics' },
      { code: 'S2', name: 'Build portfolio' },
    ],
  })
  await db.pathwayAssignments.create({
    id: newId(),
    studentId: busy.id,
    counsellorId: counsellor.id,
    pathwayId,
    assignedAt: ago(20),
    steps: [
      {
        code: 'S1',
        status: 'COMPLETED',
        completedAt: ago(5),
        comment: 'done',
        completionLink: 'https://example.com/proof',
      },
      { code: 'S2', status: 'PENDING', completedAt: null, comment: null, completionLink: null },
    ],
  })
  token = await tokenFor(counsellor)
})

describe('dashboard access', () => {
  it('needs a token and the catalyst role', async () => {
    expect(
      (await api<GetDashboardStudentsDataResponse>('GET', '/dashboard/getDashboardStudentsData'))
        .status,
    ).toBe(401)
    const studentToken = await tokenFor(busy)
    for (const path of [
      '/dashboard/getDashboardStudentsData',
      '/dashboard/studentsRequestData',
      '/dashboard/counsellorAcceptedStudents',
    ]) {
      expect((await api('GET', path, { token: studentToken })).status).toBe(403)
    }
  })
})

describe('getDashboardStudentsData', () => {
  it('computes the figures from connections, chats, notes and pathways', async () => {
    const { status, body } = await api<GetDashboardStudentsDataResponse>(
      'GET',
      '/dashboard/getDashboardStudentsData',
      { token },
    )
    expect(status).toBe(200)
    const data = body.success
    expect(data.connectedStudentsData).toEqual({
      connectedStudents: 3,
      activeStudents: 67,
      inactiveStudents: 33,
      changePercent: 0,
    })
    expect(data.dashboardStat).toMatchObject({ active_engagement_count: 2, unassigned_students: 2 })
    expect(data.studentsHeatMapData.map((entry) => entry.user_details.country).sort()).toEqual([
      'Brazil',
      'India',
      'Kenya',
    ])
    expect(
      data.studentsLastCheckInData.map((row) => [row.name.split(' ')[0], row.priority]),
    ).toEqual([
      ['Quiet', 0],
      ['Drifting', 1],
      ['Busy', 2],
    ])
    expect(data.studentsLastCheckInData[2]?.taskName).toBe('Build portfolio')
    expect(data.lastInteractionsData[0]).toMatchObject({ topicName: 'Note', progress: 50 })
    expect(data.lastInteractionsData.map((row) => row.topicName)).toContain('Learn basics')
  })
})

describe('studentsRequestData and counsellorAcceptedStudents', () => {
  it('lists pending requests in the StudentRequest view', async () => {
    const { body } = await api<GetStudentsRequestDataResponse>(
      'GET',
      '/dashboard/studentsRequestData',
      { token },
    )
    expect(body.success).toHaveLength(1)
    expect(body.success[0]).toMatchObject({
      inviteMessage: 'Please guide me',
      interests: interest,
      user_details: {
        given_name: 'Asking',
        city: 'Lagos',
        gender: 'female',
        sk: `USER#${asking.id}`,
        email: asking.email,
      },
    })
  })

  it('builds a card per connected student with unread chats, latest note and pathway', async () => {
    const { body } = await api<GetCounsellorAcceptedStudentsResponse>(
      'GET',
      '/dashboard/counsellorAcceptedStudents',
      { token },
    )
    expect(body.success).toHaveLength(3)
    const card = body.success.find((item) => item.studentId === busy.id)
    expect(card).toMatchObject({
      unreadChat: 2,
      notes: { value: '<p>Great start</p>' },
      pathwayName: 'UX Designer',
      pathwayImageLink: 'https://example.com/ux.png',
      progressPercentage: 50,
      country: 'India',
      studentGoal: interest,
    })
    expect(card?.age).toBeGreaterThanOrEqual(20)
    // Reading the chat clears the badge.
    await api<ReadMessagesResponse>('POST', '/chat/readMessages', {
      token,
      body: { userSk: busy.sk },
    })
    const after = await api<GetCounsellorAcceptedStudentsResponse>(
      'GET',
      '/dashboard/counsellorAcceptedStudents',
      { token },
    )
    expect(after.body.success.find((item) => item.studentId === busy.id)?.unreadChat).toBe(0)
  })
})

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
      userId: counsellor.id,
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
      { token },
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
      { token },
    )
    expect(now.body.success.learnHubProgressDetails).toHaveLength(1)
    const past = await api<GetLearnHubProgressWithYearResponse>(
      'GET',
      `/dashboard/getLearnHubProgressWithYear?year=${year - 3}`,
      { token },
    )
    expect(past.body.success.learnHubProgressDetails).toHaveLength(0)
    expect(
      (await api('GET', '/dashboard/getLearnHubProgressWithYear?year=abc', { token })).status,
    ).toBe(400)
    expect((await api('GET', '/dashboard/getLearnHubProgressWithYear', { token })).status).toBe(400)
  })
})
