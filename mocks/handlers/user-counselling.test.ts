import { describe, expect, it } from 'vitest'

import type {
  GetCounsellingInfoResponse,
  GetCounsellorsRequestsResponse,
  GetRecommendedPathwayResponse,
} from '@/api/generated/types.gen'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { api } from '../testing/api'
import { createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { HOUR, interest } from './user-testing'

startMockBackend()

describe('counsellorsRequests, recommendedPathway and counsellingInfo', () => {
  it('lists pending catalyst invites newest first with badge count and stats', async () => {
    const older = await createUser({ role: 'counsellor', firstName: 'Older' })
    const newer = await createUser({
      role: 'counsellor',
      firstName: 'Newer',
      profileImg: 'https://example.com/p.png',
    })
    const student = await createUser({ role: 'student' })
    await createLink({
      direction: 'invite',
      counsellorId: older.id,
      student,
      createdAt: new Date(Date.now() - HOUR).toISOString(),
      message: '<p>Join me</p>',
    })
    await createLink({ direction: 'invite', counsellorId: newer.id, student })
    await createLink({ direction: 'invite', counsellorId: newer.id, student, status: 2 })
    const { body } = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token: await tokenFor(student),
    })
    expect(body.success.map((item) => item.given_name)).toEqual(['Newer', 'Older'])
    expect(body.success[1]).toMatchObject({
      id: older.id,
      status: 0,
      inviteMessage: '<p>Join me</p>',
      badgeCount: 0,
      country: 'India',
    })
    expect(body.success[0]?.picture).toBe('https://example.com/p.png')
  })

  it('shows the assigned pathway in the student view and the assigned catalyst', async () => {
    const counsellor = await createUser({ role: 'counsellor', gender: 'male' })
    const student = await createUser({ role: 'student', interest })
    const token = await tokenFor(student)
    expect(
      (await api<GetRecommendedPathwayResponse>('GET', '/user/recommendedPathway', { token })).body,
    ).toEqual({ success: null })
    expect(
      (await api<GetCounsellingInfoResponse>('GET', '/user/counsellingInfo', { token })).body,
    ).toEqual({ success: null })

    await createLink({
      direction: 'invite',
      counsellorId: counsellor.id,
      student,
      status: 1,
      decidedAt: nowIso(),
      interest,
    })
    const pathwayId = newId()
    await db.pathways.create({
      id: pathwayId,
      sk: `PATHWAY#${pathwayId}`,
      code: 'DS',
      name: 'Data Science',
      short_description: 'Numbers',
      steps: [
        { code: 'A', name: 'Statistics' },
        { code: 'B', name: 'Python', url: 'https://example.com/py' },
        { code: 'C', name: 'Projects' },
      ],
    })
    const assignedAt = nowIso()
    const completedAt = nowIso()
    await db.pathwayAssignments.create({
      id: newId(),
      studentId: student.id,
      counsellorId: counsellor.id,
      pathwayId,
      assignedAt,
      steps: [
        { code: 'A', status: 'PENDING', completedAt: null, comment: null, completionLink: null },
        {
          code: 'B',
          status: 'COMPLETED',
          completedAt,
          comment: 'ok',
          completionLink: 'https://example.com/c',
        },
        {
          code: 'C',
          status: 'IN_PROGRESS',
          completedAt: null,
          comment: null,
          completionLink: null,
        },
      ],
    })
    const pathway = await api<GetRecommendedPathwayResponse>('GET', '/user/recommendedPathway', {
      token,
    })
    expect(pathway.body.success).toEqual({
      name: 'Data Science',
      shortDescription: 'Numbers',
      longDescription: null,
      imageLink: null,
      progressPercentage: 33,
      steps: [
        // The student sees when, the Catalyst's comment and the evidence (issue 14).
        {
          code: 'B',
          name: 'Python',
          url: 'https://example.com/py',
          status: 'COMPLETED',
          completedAt,
          comment: 'ok',
          completionLink: 'https://example.com/c',
        },
        { code: 'C', name: 'Projects', url: null, status: 'IN_PROGRESS' },
        { code: 'A', name: 'Statistics', url: null, status: 'PENDING' },
      ],
    })
    const info = await api<GetCounsellingInfoResponse>('GET', '/user/counsellingInfo', { token })
    expect(info.body.success).toMatchObject({
      counselling_id: counsellor.id,
      email: counsellor.email,
      gender: 'male',
      status: 1,
      recommendedOn: assignedAt,
      goals: interest,
    })
  })
})
