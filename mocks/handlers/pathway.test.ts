import { describe, expect, it } from 'vitest'

import type { AssignedPathway, Pathway } from '@/api/generated/types.gen'

import { db } from '../db'
import { api } from '../testing/api'
import { createLink, createPathway, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { BAD_FILE_TYPE, BAD_URL, PATHWAY_NOT_FOUND, STEP_ALREADY_COMPLETED } from './pathway'

startMockBackend()

async function setup() {
  const counsellor = await createUser({ role: 'counsellor' })
  const student = await createUser({ role: 'student' })
  await createLink({ direction: 'invite', counsellorId: counsellor.id, student, status: 1 })
  const data = await createPathway('DATA', ['DS-01', 'DS-02', 'DS-03'])
  const design = await createPathway('DESIGN', ['UX-01', 'UX-02'])
  return { counsellor, student, data, design, token: await tokenFor(counsellor) }
}

type Assigned = { success: AssignedPathway }
const statuses = (pathway: AssignedPathway) => pathway.steps.map((step) => step.status)

function completion(
  studentId: string,
  pathwayId: string,
  code: string,
  completionLink = 'https://github.com/rahul/python-basics',
) {
  return {
    updateData: {
      studentId,
      completedStepCode: code,
      pathwayId,
      comment: 'Finished all exercises.',
      completionLink,
    },
  }
}

describe('pathways', () => {
  it('lists every pathway to signed-in users only', async () => {
    const { token } = await setup()
    expect((await api('GET', '/auth/pathway/all')).status).toBe(401)
    const all = await api<{ success: Pathway[] }>('GET', '/auth/pathway/all', { token })
    expect(all.body.success.map((pathway) => pathway.code)).toEqual(['DATA', 'DESIGN'])
  })

  it('assigns a pathway that assigned-pathway then shows, first step in progress', async () => {
    const { student, data, token } = await setup()
    const none = await api<{ success: null }>(
      'GET',
      `/auth/pathway/student/${student.id}/assigned-pathway`,
      { token },
    )
    expect(none).toEqual({ status: 200, body: { success: null } })

    const assigned = await api<Assigned>('POST', `/auth/pathway/assign/${student.id}`, {
      token,
      body: { pathwaySk: data.sk },
    })
    expect(assigned.status).toBe(200)
    expect(assigned.body.success).toMatchObject({
      id: data.id,
      sk: data.sk,
      studentId: student.id,
      progressPercentage: 0,
    })
    expect(statuses(assigned.body.success)).toEqual(['IN_PROGRESS', 'PENDING', 'PENDING'])

    const read = await api<Assigned>(
      'GET',
      `/auth/pathway/student/${student.id}/assigned-pathway`,
      {
        token,
      },
    )
    expect(read.body.success).toEqual(assigned.body.success)
    expect(db.pathwayAssignments.count()).toBe(1)
  })

  it('keeps one assignment per student: a different pathway replaces it and resets progress', async () => {
    const { student, data, design, token } = await setup()
    await api('POST', `/auth/pathway/assign/${student.id}`, { token, body: { pathwaySk: data.sk } })
    await api('POST', `/auth/pathway/student/${student.id}/step/mark-complete`, {
      token,
      body: completion(student.id, data.id, 'DS-01'),
    })
    const same = await api<Assigned>('POST', `/auth/pathway/assign/${student.id}`, {
      token,
      body: { pathwaySk: data.sk },
    })
    expect(statuses(same.body.success)).toEqual(['COMPLETED', 'IN_PROGRESS', 'PENDING'])
    const changed = await api<Assigned>('POST', `/auth/pathway/assign/${student.id}`, {
      token,
      body: { pathwaySk: design.sk },
    })
    expect(changed.body.success.code).toBe('DESIGN')
    expect(statuses(changed.body.success)).toEqual(['IN_PROGRESS', 'PENDING'])
    expect(db.pathwayAssignments.count()).toBe(1)
    expect(
      await api('POST', `/auth/pathway/assign/${student.id}`, {
        token,
        body: { pathwaySk: 'PATHWAY#missing' },
      }),
    ).toEqual({
      status: 404,
      body: { message: PATHWAY_NOT_FOUND },
    })
    expect(
      (await api('POST', `/auth/pathway/assign/${student.id}`, { token, body: {} })).status,
    ).toBe(400)
  })

  it("refuses students and other catalysts (403), even for reading another catalyst's student", async () => {
    const { student, data } = await setup()
    const studentToken = await tokenFor(student)
    const otherToken = await tokenFor(await createUser({ role: 'counsellor' }))
    for (const token of [studentToken, otherToken]) {
      expect(
        (
          await api('POST', `/auth/pathway/assign/${student.id}`, {
            token,
            body: { pathwaySk: data.sk },
          })
        ).status,
      ).toBe(403)
      expect(
        (await api('GET', `/auth/pathway/student/${student.id}/assigned-pathway`, { token }))
          .status,
      ).toBe(403)
      const mark = await api('POST', `/auth/pathway/student/${student.id}/step/mark-complete`, {
        token,
        body: completion(student.id, data.id, 'DS-01'),
      })
      expect(mark.status).toBe(403)
    }
    expect(db.pathwayAssignments.count()).toBe(0)
  })

  it('marks a step complete with a link and comment, moves on, and never reverts it', async () => {
    const { student, data, token } = await setup()
    await api('POST', `/auth/pathway/assign/${student.id}`, { token, body: { pathwaySk: data.sk } })
    const path = `/auth/pathway/student/${student.id}/step/mark-complete`
    const done = await api<Assigned>('POST', path, {
      token,
      body: completion(student.id, data.id, 'DS-01'),
    })
    expect(done.status).toBe(200)
    expect(statuses(done.body.success)).toEqual(['COMPLETED', 'IN_PROGRESS', 'PENDING'])
    expect(done.body.success.progressPercentage).toBe(33)
    expect(done.body.success.steps[0]).toMatchObject({
      isCompleted: true,
      comment: 'Finished all exercises.',
      completionLink: 'https://github.com/rahul/python-basics',
    })
    expect(done.body.success.steps[0]?.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(
      await api('POST', path, {
        token,
        body: completion(student.id, data.id, 'DS-01', 'https://example.com/again'),
      }),
    ).toEqual({
      status: 409,
      body: { message: STEP_ALREADY_COMPLETED },
    })

    const pdf = 'data:application/pdf;base64,JVBERi0xLjQKJcOkw7zDtsOfCg=='
    const filed = await api<Assigned>('POST', path, {
      token,
      body: completion(student.id, data.id, 'DS-02', pdf),
    })
    expect(filed.body.success.steps[1]).toMatchObject({ status: 'COMPLETED', completionLink: pdf })
    expect(statuses(filed.body.success)).toEqual(['COMPLETED', 'COMPLETED', 'IN_PROGRESS'])
    const stored = db.pathwayAssignments.findFirst((q) => q.where({ studentId: student.id }))
    expect(stored?.steps.map((step) => step.status)).toEqual([
      'COMPLETED',
      'COMPLETED',
      'IN_PROGRESS',
    ])
  })

  it('validates the completion: file type, URL, comment, ids', async () => {
    const { student, data, design, token } = await setup()
    await api('POST', `/auth/pathway/assign/${student.id}`, { token, body: { pathwaySk: data.sk } })
    const path = `/auth/pathway/student/${student.id}/step/mark-complete`
    const mark = (body: unknown) => api('POST', path, { token, body })
    expect(
      (
        await mark(
          completion(student.id, data.id, 'DS-01', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='),
        )
      ).body,
    ).toEqual({ message: BAD_FILE_TYPE })
    expect(
      (await mark(completion(student.id, data.id, 'DS-01', 'data:text/html;base64,PGI+'))).body,
    ).toEqual({ message: BAD_FILE_TYPE })
    expect((await mark(completion(student.id, data.id, 'DS-01', 'not a url'))).body).toEqual({
      message: BAD_URL,
    })
    expect(
      (await mark(completion(student.id, data.id, 'DS-01', 'ftp://files.example.org/x.pdf'))).body,
    ).toEqual({ message: BAD_URL })
    const noComment = completion(student.id, data.id, 'DS-01')
    noComment.updateData.comment = '   '
    expect((await mark(noComment)).status).toBe(400)
    expect((await mark(completion(crypto.randomUUID(), data.id, 'DS-01'))).status).toBe(400)
    expect((await mark(completion(student.id, design.id, 'UX-01'))).status).toBe(404)
    expect((await mark(completion(student.id, data.id, 'NOPE'))).body).toEqual({
      message: 'Step not found.',
    })
    const stored = db.pathwayAssignments.findFirst((q) => q.where({ studentId: student.id }))
    expect(stored?.steps.map((step) => step.status)).toEqual(['IN_PROGRESS', 'PENDING', 'PENDING'])
  })
})
