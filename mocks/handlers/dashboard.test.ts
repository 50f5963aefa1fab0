import { describe, expect, it } from 'vitest'

import type {
  GetCounsellorAcceptedStudentsResponse,
  GetDashboardStudentsDataResponse,
  GetStudentsRequestDataResponse,
  ReadMessagesResponse,
} from '@/api/generated/types.gen'

import { api } from '../testing/api'
import { tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { interest, freshDashboardWorld } from './dashboard-testing'

startMockBackend()

const world = freshDashboardWorld()

describe('dashboard access', () => {
  it('needs a token and the catalyst role', async () => {
    expect(
      (await api<GetDashboardStudentsDataResponse>('GET', '/dashboard/getDashboardStudentsData'))
        .status,
    ).toBe(401)
    const studentToken = await tokenFor(world.busy)
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
      { token: world.token },
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
      { token: world.token },
    )
    expect(body.success).toHaveLength(1)
    expect(body.success[0]).toMatchObject({
      inviteMessage: 'Please guide me',
      interests: interest,
      user_details: {
        given_name: 'Asking',
        city: 'Lagos',
        gender: 'female',
        sk: `USER#${world.asking.id}`,
        email: world.asking.email,
      },
    })
  })

  it('builds a card per connected student with unread chats, latest note and pathway', async () => {
    const { body } = await api<GetCounsellorAcceptedStudentsResponse>(
      'GET',
      '/dashboard/counsellorAcceptedStudents',
      { token: world.token },
    )
    expect(body.success).toHaveLength(3)
    const card = body.success.find((item) => item.studentId === world.busy.id)
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
      token: world.token,
      body: { userSk: world.busy.sk },
    })
    const after = await api<GetCounsellorAcceptedStudentsResponse>(
      'GET',
      '/dashboard/counsellorAcceptedStudents',
      { token: world.token },
    )
    expect(after.body.success.find((item) => item.studentId === world.busy.id)?.unreadChat).toBe(0)
  })
})
