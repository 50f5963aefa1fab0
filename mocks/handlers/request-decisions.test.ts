import { describe, expect, it } from 'vitest'

import type {
  GetCounsellorsRequestsResponse,
  GetStudentsRequestDataResponse,
} from '@/api/generated/types.gen'

import { db, type ConnectionRecord } from '../db'
import { newId } from '../services/ids'
import { INVITE_STATUS } from '../services/relations'
import { api } from '../testing/api'
import { createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()

/**
 * Who may answer a request (spec part 1 sections 4, 6; the contract's x-owner
 * "request-to-caller"): a student answers only the Catalysts' requests made to them, a Catalyst
 * only the students' requests made to them. Anything else is refused with the contract's
 * 400/403/404/409 and changes nothing.
 */
const interest = { college: 'IIT Delhi', company: 'Product designer', stream: 'Pune' }

const statusOf = (link: ConnectionRecord) =>
  db.connections.findFirst((q) => q.where({ id: link.id }))?.status

describe('a student answering Catalyst requests', () => {
  it('cannot answer a request made to another student', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    const [mine, theirs] = await Promise.all([
      createUser({ role: 'student' }),
      createUser({ role: 'student' }),
    ])
    const invite = await createLink({
      direction: 'invite',
      counsellorId: catalyst.id,
      student: theirs,
    })
    const token = await tokenFor(mine)

    for (const decision of ['accept', 'reject'] as const) {
      const answer = await api('POST', `/invite/counsellor/${decision}/${catalyst.id}`, {
        token,
        body: { interest },
      })
      expect(answer).toEqual({ status: 404, body: { message: 'Request not found.' } })
    }
    expect(statusOf(invite)).toBe(INVITE_STATUS.pending)
    // Nor does it show in their drawer.
    const drawer = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token,
    })
    expect(drawer.body.success).toEqual([])
  })

  it('cannot answer a request the student made (a request, not an invite), nor as a Catalyst', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student' })
    const request = await createLink({ direction: 'request', counsellorId: catalyst.id, student })
    const asked = await api('POST', `/invite/counsellor/accept/${catalyst.id}`, {
      token: await tokenFor(student),
      body: { interest },
    })
    expect(asked.status).toBe(404)
    const wrongRole = await api('POST', `/invite/counsellor/accept/${catalyst.id}`, {
      token: await tokenFor(catalyst),
      body: { interest },
    })
    expect(wrongRole.status).toBe(403)
    expect(statusOf(request)).toBe(INVITE_STATUS.pending)
  })

  it('gets 400 for a bad decision, id or answers, and 409 once answered', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student' })
    const invite = await createLink({ direction: 'invite', counsellorId: catalyst.id, student })
    const token = await tokenFor(student)
    const bad = [
      [`/invite/counsellor/maybe/${catalyst.id}`, { interest }],
      ['/invite/counsellor/accept/not-a-uuid', { interest }],
      [`/invite/counsellor/accept/${catalyst.id}`, { interest: { ...interest, stream: '' } }],
      [`/invite/counsellor/accept/${catalyst.id}`, { interest, extra: true }],
    ] as const
    for (const [path, body] of bad)
      expect((await api('POST', path, { token, body })).status, path).toBe(400)
    expect(statusOf(invite)).toBe(INVITE_STATUS.pending)

    expect(
      (await api('POST', `/invite/counsellor/reject/${catalyst.id}`, { token, body: {} })).status,
    ).toBe(200)
    const again = await api('POST', `/invite/counsellor/accept/${catalyst.id}`, {
      token,
      body: { interest },
    })
    expect(again.status).toBe(409)
    expect(statusOf(invite)).toBe(INVITE_STATUS.rejected)
  })
})

describe('a Catalyst answering student requests', () => {
  it('cannot decide a request made to another Catalyst', async () => {
    const [mine, other] = await Promise.all([
      createUser({ role: 'counsellor' }),
      createUser({ role: 'counsellor' }),
    ])
    const student = await createUser({ role: 'student' })
    const request = await createLink({ direction: 'request', counsellorId: other.id, student })
    const token = await tokenFor(mine)
    for (const action of ['accept', 'reject'] as const) {
      const answer = await api('POST', `/invite/student/${student.id}/${action}`, {
        token,
        body: { reason: 'Mine now' },
      })
      expect(answer).toEqual({ status: 404, body: { message: 'Request not found.' } })
    }
    expect(statusOf(request)).toBe(INVITE_STATUS.pending)
    const drawer = await api<GetStudentsRequestDataResponse>(
      'GET',
      '/dashboard/studentsRequestData',
      {
        token,
      },
    )
    expect(drawer.body.success).toEqual([])
  })

  it('cannot decide its own invite as if the student had asked, nor as a student', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student' })
    const invite = await createLink({ direction: 'invite', counsellorId: catalyst.id, student })
    const own = await api('POST', `/invite/student/${student.id}/accept`, {
      token: await tokenFor(catalyst),
      body: {},
    })
    expect(own.status).toBe(404)
    const asStudent = await api('POST', `/invite/student/${student.id}/accept`, {
      token: await tokenFor(student),
      body: {},
    })
    expect(asStudent.status).toBe(403)
    expect(statusOf(invite)).toBe(INVITE_STATUS.pending)
  })

  it('gets 400 for a bad action, id or reason, 404 for an unknown student, 409 once answered', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student' })
    const request = await createLink({ direction: 'request', counsellorId: catalyst.id, student })
    const token = await tokenFor(catalyst)
    const bad = [
      [`/invite/student/${student.id}/maybe`, {}],
      ['/invite/student/not-a-uuid/accept', {}],
      [`/invite/student/${student.id}/accept`, { reason: 'x'.repeat(1001) }],
    ] as const
    for (const [path, body] of bad)
      expect((await api('POST', path, { token, body })).status, path).toBe(400)
    expect(
      (await api('POST', `/invite/student/${newId()}/accept`, { token, body: {} })).status,
    ).toBe(404)
    expect(statusOf(request)).toBe(INVITE_STATUS.pending)

    // No reason at all is fine (spec part 1 section 5: no validation).
    const accepted = await api('POST', `/invite/student/${student.id}/accept`, { token, body: {} })
    expect(accepted).toEqual({
      status: 200,
      body: { success: true, message: 'Invitation has been accepted successfully' },
    })
    const again = await api('POST', `/invite/student/${student.id}/reject`, { token, body: {} })
    expect(again.status).toBe(409)
    expect(statusOf(request)).toBe(INVITE_STATUS.accepted)
  })
})
