import { describe, expect, it } from 'vitest'

import type {
  FetchAllRequestsResponse,
  FetchCounsellingStatsResponse,
  FetchLatestFourRequestsResponse,
  GetCounsellingInfoResponse,
  GetCounsellorAcceptedStudentsResponse,
  GetCounsellorsRequestsResponse,
  GetStudentsRequestDataResponse,
  InviteStudentResponse,
} from '@/api/generated/types.gen'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { latestMailTo } from '../services/mailbox'
import { findUser } from '../services/relations'
import { api } from '../testing/api'
import { connectionsOf, createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { MONTH_NAMES } from './shared/common'

startMockBackend()

const interest = { college: 'IIT Delhi', company: 'Product designer', stream: 'Bengaluru' }

describe('inviteStudent', () => {
  it('checks token, role, approval and the body', async () => {
    const body = { email: 'kid@example.com', message: 'Hi' }
    expect(
      (await api<InviteStudentResponse>('POST', '/invite/inviteStudent', { body })).status,
    ).toBe(401)
    const student = await createUser({ role: 'student' })
    expect(
      (
        await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
          token: await tokenFor(student),
          body,
        })
      ).status,
    ).toBe(403)
    const pending = await createUser({ role: 'counsellor', isCounsellorApproved: false })
    const refused = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
      token: await tokenFor(pending),
      body,
    })
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Your profile is awaiting moderator approval. You cannot send invites.' },
    })
    const counsellor = await createUser({ role: 'counsellor' })
    const token = await tokenFor(counsellor)
    expect(
      (
        await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
          token,
          body: { email: 'nope' },
        })
      ).status,
    ).toBe(400)
    const badHtml = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
      token,
      body: { email: 'kid@example.com', message: '<p><b>Hi</p></b>', isHtml: true },
    })
    expect(badHtml).toEqual({ status: 400, body: { message: 'Invalid HTML in the message' } })
    const catalyst = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
      token,
      body: { email: pending.email },
    })
    expect(catalyst.status).toBe(400)
    expect(db.connections.all()).toHaveLength(0)
  })

  it('stores and mails the invite, lists it newest first and refuses a second pending one', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student', email: 'kid@example.com' })
    const token = await tokenFor(counsellor)
    const html =
      '<p onclick="steal()">Hello <script>alert(1)</script><b>there</b> <a href="javascript:x()">x</a></p>'
    const sent = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
      token,
      body: { email: 'Kid@Example.com', message: html, isHtml: true },
    })
    expect(sent.status).toBe(200)
    expect(sent.body.success).toMatchObject({
      email: 'kid@example.com',
      status: 0,
      accept_reject_date: null,
    })
    const [link] = connectionsOf(counsellor.id)
    expect(link).toMatchObject({
      direction: 'invite',
      status: 0,
      studentId: student.id,
      message: '<p>Hello <b>there</b> <a>x</a></p>',
    })
    expect(latestMailTo('kid@example.com', 'invite')?.text).toContain('Hello there')
    const again = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
      token,
      body: { email: 'kid@example.com' },
    })
    expect(again.status).toBe(409)

    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      expect(
        (
          await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
            token,
            body: { email, message: 'plain <text>' },
          })
        ).status,
      ).toBe(200)
    }
    const all = await api<FetchAllRequestsResponse>('GET', '/invite/fetchAllRequests', { token })
    expect(all.body.success.map((invite) => invite.email)).toEqual([
      'd@example.com',
      'c@example.com',
      'b@example.com',
      'a@example.com',
      'kid@example.com',
    ])
    const latest = await api<FetchLatestFourRequestsResponse>(
      'GET',
      '/invite/fetchLatestFourRequests',
      { token },
    )
    expect(latest.body.success).toHaveLength(4)
    expect(latest.body.success[0]?.email).toBe('d@example.com')
    expect(
      db.connections.findFirst((q) => q.where({ studentEmail: 'a@example.com' }))?.message,
    ).toBe('plain &lt;text&gt;')
  })

  it('counts the monthly statistics of the caller only', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    const other = await createUser({ role: 'counsellor' })
    const students = await Promise.all([1, 2, 3, 4].map(() => createUser({ role: 'student' })))
    const statuses = [0, 1, 2, 3] as const
    for (const [index, student] of students.entries()) {
      await createLink({
        direction: 'invite',
        counsellorId: counsellor.id,
        student,
        status: statuses[index] ?? 0,
      })
    }
    await createLink({ direction: 'request', counsellorId: counsellor.id, student: students[0]! })
    const token = await tokenFor(counsellor)
    const answer = await api<FetchCounsellingStatsResponse>(
      'GET',
      `/invite/fetchCounsellingStats/${counsellor.id}`,
      { token },
    )
    expect(answer.status).toBe(200)
    const month = new Date().getUTCMonth()
    expect(Object.keys(answer.body.success)).toEqual(MONTH_NAMES.slice(0, month + 1))
    expect(answer.body.success[MONTH_NAMES[month]!]).toEqual({
      invited: 1,
      accepted: 1,
      rejected: 1,
      dropped: 1,
      total: 4,
    })
    expect(
      (
        await api<FetchCounsellingStatsResponse>(
          'GET',
          `/invite/fetchCounsellingStats/${other.id}`,
          { token },
        )
      ).status,
    ).toBe(403)
    expect((await api('GET', '/invite/fetchCounsellingStats/not-a-uuid', { token })).status).toBe(
      400,
    )
  })
})

describe('student answers a catalyst invite', () => {
  it('accepting connects, rejects the other pending invites and drops the old catalyst', async () => {
    const [first, second, previous] = await Promise.all(
      [1, 2, 3].map(() => createUser({ role: 'counsellor' })),
    )
    const student = await createUser({ role: 'student' })
    await createLink({ direction: 'invite', counsellorId: first!.id, student })
    await createLink({ direction: 'invite', counsellorId: second!.id, student })
    await createLink({
      direction: 'request',
      counsellorId: previous!.id,
      student,
      status: 1,
      decidedAt: nowIso(),
    })
    await db.pathwayAssignments.create({
      id: newId(),
      studentId: student.id,
      counsellorId: previous!.id,
      pathwayId: newId(),
      assignedAt: nowIso(),
      steps: [],
    })
    const token = await tokenFor(student)

    const drawer = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token,
    })
    expect(drawer.body.success.map((request) => request.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    )

    expect(
      (await api('POST', `/invite/counsellor/accept/${first!.id}`, { token, body: {} })).status,
    ).toBe(400)
    expect(
      (
        await api('POST', `/invite/counsellor/accept/${first!.id}`, {
          token,
          body: { interest: { ...interest, college: '123' } },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api('POST', `/invite/counsellor/accept/${first!.id}`, {
          token: await tokenFor(first!),
          body: { interest },
        })
      ).status,
    ).toBe(403)
    const accepted = await api('POST', `/invite/counsellor/accept/${first!.id}`, {
      token,
      body: { interest, inviteMessage: 'Thanks!', acceptRejectReason: 'Great fit' },
    })
    expect(accepted).toEqual({
      status: 200,
      body: { success: true, message: 'Catalyst request accepted successfully' },
    })

    const firstView = await api<FetchAllRequestsResponse>('GET', '/invite/fetchAllRequests', {
      token: await tokenFor(first!),
    })
    expect(firstView.body.success[0]).toMatchObject({ email: student.email, status: 1 })
    expect(firstView.body.success[0]?.accept_reject_date).toBeTruthy()
    const secondView = await api<FetchAllRequestsResponse>('GET', '/invite/fetchAllRequests', {
      token: await tokenFor(second!),
    })
    expect(secondView.body.success[0]?.status).toBe(2)
    expect(connectionsOf(previous!.id)[0]?.status).toBe(3)
    expect(db.pathwayAssignments.findMany((q) => q.where({ studentId: student.id }))).toHaveLength(
      0,
    )
    expect(findUser(student.id)?.interest).toEqual(interest)
    expect(
      (await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', { token }))
        .body.success,
    ).toEqual([])
    const info = await api<GetCounsellingInfoResponse>('GET', '/user/counsellingInfo', { token })
    expect(info.body.success).toMatchObject({
      counselling_id: first!.id,
      status: 1,
      goals: interest,
    })

    const twice = await api('POST', `/invite/counsellor/reject/${first!.id}`, { token, body: {} })
    expect(twice.status).toBe(409)
    expect(
      (await api('POST', `/invite/counsellor/accept/${newId()}`, { token, body: { interest } }))
        .status,
    ).toBe(404)
  })

  it('rejecting marks only that invite; invites to an address reach the student who registers it', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
      token: await tokenFor(counsellor),
      body: { email: 'later@example.com' },
    })
    const student = await createUser({ role: 'student', email: 'later@example.com' })
    const token = await tokenFor(student)
    const drawer = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token,
    })
    expect(drawer.body.success).toHaveLength(1)
    const rejected = await api('POST', `/invite/counsellor/reject/${counsellor.id}`, {
      token,
      body: { acceptRejectReason: 'Not now' },
    })
    expect(rejected.body).toEqual({
      success: true,
      message: 'Catalyst request rejected successfully',
    })
    expect(connectionsOf(counsellor.id)[0]).toMatchObject({
      status: 2,
      studentId: student.id,
      reason: 'Not now',
    })
  })
})

describe('catalyst answers a student request', () => {
  it('accepts with a reason, dropping the student’s old connection but keeping other pending requests', async () => {
    const [counsellor, old, another] = await Promise.all(
      [1, 2, 3].map(() => createUser({ role: 'counsellor' })),
    )
    const student = await createUser({ role: 'student' })
    await createLink({ direction: 'request', counsellorId: counsellor!.id, student, interest })
    await createLink({ direction: 'request', counsellorId: another!.id, student })
    await createLink({
      direction: 'invite',
      counsellorId: old!.id,
      student,
      status: 1,
      decidedAt: nowIso(),
    })
    const token = await tokenFor(counsellor!)

    expect((await api('POST', `/invite/student/${student.id}/accept`, { body: {} })).status).toBe(
      401,
    )
    expect(
      (
        await api('POST', `/invite/student/${student.id}/accept`, {
          token: await tokenFor(student),
          body: {},
        })
      ).status,
    ).toBe(403)
    expect(
      (await api('POST', `/invite/student/${student.id}/maybe`, { token, body: {} })).status,
    ).toBe(400)
    expect(
      (await api('POST', `/invite/student/${newId()}/accept`, { token, body: {} })).status,
    ).toBe(404)

    const answer = await api('POST', `/invite/student/${student.id}/accept`, {
      token,
      body: { reason: 'Happy to help' },
    })
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'Invitation has been accepted successfully' },
    })
    expect(connectionsOf(counsellor!.id)[0]).toMatchObject({ status: 1, reason: 'Happy to help' })
    expect(connectionsOf(old!.id)[0]?.status).toBe(3)
    expect(connectionsOf(another!.id)[0]?.status).toBe(0)
    expect(
      (
        await api<GetStudentsRequestDataResponse>('GET', '/dashboard/studentsRequestData', {
          token,
        })
      ).body.success,
    ).toEqual([])
    const cards = await api<GetCounsellorAcceptedStudentsResponse>(
      'GET',
      '/dashboard/counsellorAcceptedStudents',
      { token },
    )
    expect(cards.body.success[0]).toMatchObject({ studentId: student.id, studentGoal: interest })
    expect(
      (await api('POST', `/invite/student/${student.id}/reject`, { token, body: {} })).status,
    ).toBe(409)

    const rejecting = await api('POST', `/invite/student/${student.id}/reject`, {
      token: await tokenFor(another!),
      body: { reason: 'Full' },
    })
    expect(rejecting.body.message).toBe('Invitation has been rejected successfully')
    expect(connectionsOf(another!.id)[0]?.status).toBe(2)
  })
})
