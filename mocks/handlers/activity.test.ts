import { describe, expect, it } from 'vitest'

import type { GetActivityLogResponse } from '@/api/generated/types.gen'

import { api } from '../testing/api'
import { createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { INVITE_STATUS } from '../services/relations'

startMockBackend()

/**
 * The activity log (issue 13; openapi.yaml getActivityLog): each user reads their own, newest
 * first, derived from what the other calls wrote; paged; other roles are refused.
 */
describe('the activity log', () => {
  it('tells each side what happened, newest first, and follows the writes of other calls', async () => {
    const catalyst = await createUser({ role: 'counsellor', firstName: 'Meera', lastName: 'Iyer' })
    const student = await createUser({ role: 'student', firstName: 'Aarav', lastName: 'Shah' })
    await createLink({
      direction: 'request',
      counsellorId: catalyst.id,
      student,
      createdAt: '2026-01-01T10:00:00.000Z',
    })
    const asCatalyst = await tokenFor(catalyst)
    let log = await api<GetActivityLogResponse>('GET', '/activity/log', { token: asCatalyst })
    expect(log.status).toBe(200)
    expect(log.body.success.results.map((entry) => entry.text)).toEqual([
      'Aarav Shah asked to connect',
    ])

    // The Catalyst accepts through the real call: the log follows.
    const accepted = await api('POST', `/invite/student/${student.id}/accept`, {
      token: asCatalyst,
      body: { reason: 'Welcome aboard' },
    })
    expect(accepted.status).toBe(200)
    log = await api<GetActivityLogResponse>('GET', '/activity/log', { token: asCatalyst })
    expect(log.body.success.results.map((entry) => [entry.kind, entry.text])).toEqual([
      ['request-decided', "You accepted Aarav Shah's request"],
      ['request-received', 'Aarav Shah asked to connect'],
    ])

    const studentLog = await api<GetActivityLogResponse>('GET', '/activity/log', {
      token: await tokenFor(student),
    })
    expect(studentLog.body.success.results.map((entry) => entry.text)).toEqual([
      'Meera Iyer accepted your request',
      'You asked Meera Iyer to connect',
    ])
  })

  it('pages 20 at a time with hasMore, and validates the page', async () => {
    const catalyst = await createUser({ role: 'counsellor' })
    for (let index = 0; index < 25; index++)
      await createLink({
        direction: 'invite',
        counsellorId: catalyst.id,
        student: await createUser({ role: 'student' }),
        status: INVITE_STATUS.pending,
      })
    const token = await tokenFor(catalyst)
    const first = await api<GetActivityLogResponse>('GET', '/activity/log', { token })
    expect(first.body.success).toMatchObject({ page: 1, hasMore: true })
    expect(first.body.success.results).toHaveLength(20)
    const second = await api<GetActivityLogResponse>('GET', '/activity/log?page=2', { token })
    expect(second.body.success).toMatchObject({ page: 2, hasMore: false })
    expect(second.body.success.results).toHaveLength(5)
    expect((await api('GET', '/activity/log?page=0', { token })).status).toBe(400)
    expect((await api('GET', '/activity/log?pageSize=51', { token })).status).toBe(400)
  })

  it('is refused when not signed in; another role reads an empty log of its own', async () => {
    expect((await api('GET', '/activity/log')).status).toBe(401)
    const parent = await createUser({ role: 'parent' })
    const log = await api<GetActivityLogResponse>('GET', '/activity/log', {
      token: await tokenFor(parent),
    })
    expect(log.status).toBe(200)
    expect(log.body.success).toEqual({ results: [], page: 1, hasMore: false })
  })
})
