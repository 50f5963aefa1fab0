import { describe, expect, it } from 'vitest'

import type {
  ConnectWithCounsellorResponse,
  GetCounsellingInfoResponse,
  GetCounsellorsResponse,
  GetStudentsRequestDataResponse,
} from '@/api/generated/types.gen'
import { CONNECT_REQUESTS_PER_WINDOW } from '@/config/constants'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { latestMailTo } from '../services/mailbox'
import { findUser } from '../services/relations'
import { api } from '../testing/api'
import { connectionsOf, createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { TOO_MANY_CONNECT_REQUESTS } from './user'
import { HOUR, interest, listedCatalyst } from './user-testing'

startMockBackend()

describe('user access', () => {
  it('needs a token and the student role', async () => {
    expect((await api<GetCounsellorsResponse>('GET', '/user/counsellors')).status).toBe(401)
    const counsellor = await createUser({ role: 'counsellor' })
    const token = await tokenFor(counsellor)
    for (const path of [
      '/user/counsellors',
      '/user/counsellorsRequests',
      '/user/recommendedPathway',
      '/user/counsellingInfo',
    ]) {
      expect((await api('GET', path, { token })).status).toBe(403)
    }
    expect(
      (
        await api<ConnectWithCounsellorResponse>(
          'POST',
          `/user/connectWithCounsellor/${counsellor.id}`,
          { token, body: { interest } },
        )
      ).status,
    ).toBe(403)
  })
})

describe('catalyst directory and connection requests', () => {
  it('lists approved catalysts with the student’s status, badges and stats', async () => {
    const listed = await listedCatalyst({ firstName: 'Listed', lastSeen: nowIso() })
    const connected = await listedCatalyst({ firstName: 'Connected' })
    await createUser({ role: 'counsellor', firstName: 'Unapproved', isCounsellorApproved: false })
    const student = await createUser({ role: 'student' })
    const other = await createUser({ role: 'student' })
    await createLink({
      direction: 'invite',
      counsellorId: connected.id,
      student,
      status: 1,
      decidedAt: nowIso(),
    })
    await db.achievements.create({
      id: newId(),
      name: 'Coach',
      award_date: nowIso(),
      userId: listed.id,
      learnHubId: null,
      badgeId: newId(),
    })
    // One answered request, 3 hours after it was made.
    const created = new Date(Date.now() - 5 * HOUR)
    await createLink({
      direction: 'request',
      counsellorId: listed.id,
      student: other,
      status: 2,
      createdAt: created.toISOString(),
      decidedAt: new Date(created.getTime() + 3 * HOUR).toISOString(),
    })
    const token = await tokenFor(student)

    const { status, body } = await api<GetCounsellorsResponse>('GET', '/user/counsellors', {
      token,
    })
    expect(status).toBe(200)
    const byName = Object.fromEntries(body.success.map((item) => [item.given_name ?? '', item]))
    expect(Object.keys(byName).sort()).toEqual(['Connected', 'Listed'])
    expect(byName.Listed).toMatchObject({
      id: listed.id,
      status: 'none',
      badgeCount: 1,
      stats: { avg_res_time: 3, no_pathway_recommended: 0, guidance_impact: null },
    })
    expect(byName.Listed?.lastSeen).toBeTruthy()
    expect(byName.Connected).toMatchObject({ status: 'accepted', stats: { guidance_impact: 0 } })
  })

  it('sends a request the catalyst sees, clears the current catalyst and refuses duplicates', async () => {
    const wanted = await listedCatalyst()
    const current = await createUser({ role: 'counsellor' })
    const unapproved = await createUser({ role: 'counsellor', isCounsellorApproved: false })
    const student = await createUser({ role: 'student' })
    await createLink({
      direction: 'invite',
      counsellorId: current.id,
      student,
      status: 1,
      decidedAt: nowIso(),
    })
    const token = await tokenFor(student)

    expect(
      (
        await api<ConnectWithCounsellorResponse>(
          'POST',
          `/user/connectWithCounsellor/${wanted.id}`,
          { token, body: { interest: { ...interest, company: '42' } } },
        )
      ).status,
    ).toBe(400)
    expect(
      (
        await api<ConnectWithCounsellorResponse>(
          'POST',
          `/user/connectWithCounsellor/${wanted.id}`,
          { token, body: {} },
        )
      ).status,
    ).toBe(400)
    expect(
      (
        await api<ConnectWithCounsellorResponse>('POST', `/user/connectWithCounsellor/${newId()}`, {
          token,
          body: { interest },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await api<ConnectWithCounsellorResponse>(
          'POST',
          `/user/connectWithCounsellor/${unapproved.id}`,
          { token, body: { interest } },
        )
      ).status,
    ).toBe(404)

    const sent = await api<ConnectWithCounsellorResponse>(
      'POST',
      `/user/connectWithCounsellor/${wanted.id}`,
      { token, body: { interest, invite_message: 'Hi <b>there</b>' } },
    )
    expect(sent.status).toBe(200)
    expect(sent.body.success).toMatchObject({ counsellorId: wanted.id, status: 'invited' })
    expect(connectionsOf(current.id)[0]?.status).toBe(3)
    expect(
      (await api<GetCounsellingInfoResponse>('GET', '/user/counsellingInfo', { token })).body,
    ).toEqual({ success: null })
    expect(findUser(student.id)?.interest).toEqual(interest)
    expect(latestMailTo(wanted.email, 'notification')).toBeTruthy()

    const catalystView = await api<GetStudentsRequestDataResponse>(
      'GET',
      '/dashboard/studentsRequestData',
      { token: await tokenFor(wanted) },
    )
    expect(catalystView.body.success[0]).toMatchObject({
      inviteMessage: 'Hi &lt;b&gt;there&lt;/b&gt;',
      interests: interest,
      user_details: { sk: student.sk },
    })
    const directory = await api<GetCounsellorsResponse>('GET', '/user/counsellors', { token })
    expect(directory.body.success.find((item) => item.id === wanted.id)?.status).toBe('invited')
    const again = await api<ConnectWithCounsellorResponse>(
      'POST',
      `/user/connectWithCounsellor/${wanted.id}`,
      { token, body: { interest } },
    )
    expect(again).toEqual({ status: 409, body: { message: 'Your connection request is pending' } })
  })
})

describe('connection requests hold their limits in parallel (issue 26)', () => {
  const connect = (token: string, catalystId: string) =>
    api<ConnectWithCounsellorResponse>('POST', `/user/connectWithCounsellor/${catalystId}`, {
      token,
      body: { interest },
    })

  it('stores one request when six go to one Catalyst at once: the others answer 409', async () => {
    const student = await createUser({ role: 'student' })
    const token = await tokenFor(student)
    const wanted = await listedCatalyst()
    const answers = await Promise.all(Array.from({ length: 6 }, () => connect(token, wanted.id)))
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([
      200, 409, 409, 409, 409, 409,
    ])
    expect(connectionsOf(wanted.id)).toHaveLength(1)
  })

  it(`takes ${CONNECT_REQUESTS_PER_WINDOW} requests a day per student, also sent at once`, async () => {
    const token = await tokenFor(await createUser({ role: 'student' }))
    const catalysts = await Promise.all(
      Array.from({ length: CONNECT_REQUESTS_PER_WINDOW + 4 }, () => listedCatalyst()),
    )
    const answers = await Promise.all(catalysts.map((catalyst) => connect(token, catalyst.id)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(CONNECT_REQUESTS_PER_WINDOW)
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.body.message).toBe(TOO_MANY_CONNECT_REQUESTS)
    expect(refused?.body.retryAt).toMatch(/^\d{4}-/)
    expect(db.connections.count()).toBe(CONNECT_REQUESTS_PER_WINDOW)
    // Another student is not held back.
    const other = await tokenFor(await createUser({ role: 'student' }))
    expect((await connect(other, catalysts[0]!.id)).status).toBe(200)
  })
})
