import { describe, expect, it } from 'vitest'

import type {
  PlanAccessEnvelope,
  ReceivedTeamInvitationListEnvelope,
  TeamEnvelope,
  TeamInvitationEnvelope,
  TeamOverviewEnvelope,
} from '@/api/generated/types.gen'
import { planRefusal } from '@/config/plans'
import { teamFullMessage } from '@/config/team'

import { db } from '../../db'
import { api } from '../../testing/api'
import { catalystWithPlan, giveActivePlan } from '../../testing/factories'
import { createLink, createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { cancelSubscription } from '../billing/billing'
import { TEAM_MESSAGES as WORDS } from './words'

startMockBackend()

/**
 * Teams (issue 34; openapi.yaml "Teams" and "Limits"): seats per plan with the 429 beyond them,
 * the invited counsellor's answers, removal, the plan a member works under, and a lapse.
 */
type Person = { user: Awaited<ReturnType<typeof createUser>>; token: string }

async function counsellor(): Promise<Person> {
  const user = await createUser({ role: 'counsellor' })
  return { user, token: await tokenFor(user) }
}
const invite = (lead: Person, email: string) =>
  api<TeamInvitationEnvelope>('POST', '/team/invitations', { token: lead.token, body: { email } })
const teamOf = (who: Person) => api<TeamEnvelope>('GET', '/team', { token: who.token })
const answer = (who: Person, id: string, what: 'accept' | 'decline') =>
  api('POST', `/team/invitations/${id}/${what}`, { token: who.token })
const planOf = async (who: Person) =>
  (await api<PlanAccessEnvelope>('GET', '/payment/plan', { token: who.token })).body.success
const address = (n: number) => `junior.${n}@example.org`

/** A lead on `tier` and a counsellor who has joined their team. */
async function teamWithMember(tier: 'prime' | 'elite' = 'prime') {
  const lead = await catalystWithPlan(tier)
  const member = await counsellor()
  const sent = await invite(lead, member.user.email)
  expect((await answer(member, sent.body.success.id, 'accept')).status).toBe(200)
  return { lead, member }
}

describe('seats', () => {
  it.each([
    ['prime', 3],
    ['elite', 10],
  ] as const)(
    'gives %s %i seats, members and invitations each taking one, then 429',
    async (tier, seats) => {
      const lead = await catalystWithPlan(tier)
      for (let n = 0; n < seats; n += 1) expect((await invite(lead, address(n))).status).toBe(200)
      const full = await invite(lead, address(seats))
      expect(full.status).toBe(429)
      expect(full.body.message).toBe(teamFullMessage(tier, seats))
      expect((await teamOf(lead)).body.success.seats).toEqual({ used: seats, limit: seats })
      // Withdrawing an invitation frees its seat.
      const pending = (await teamOf(lead)).body.success.invitations[0]!
      const revoked = await api<TeamEnvelope>('POST', `/team/invitations/${pending.id}/revoke`, {
        token: lead.token,
      })
      expect(revoked.body.success.seats.used).toBe(seats - 1)
      expect((await invite(lead, address(seats))).status).toBe(200)
    },
  )

  it('refuses a Catalyst without Prime or Elite with the words naming the plans', async () => {
    const basic = await catalystWithPlan('basic')
    const sent = await invite(basic, address(1))
    expect(sent.status).toBe(403)
    expect(sent.body.message).toBe(planRefusal('invite-junior-counsellors', false))
    expect((await teamOf(basic)).body.success.seats).toEqual({ used: 0, limit: 0 })
  })

  it('refuses oneself, a student, and an address already invited or a member', async () => {
    const { lead, member } = await teamWithMember()
    const student = await createUser({ role: 'student' })
    expect((await invite(lead, lead.user.email.toUpperCase())).body.message).toBe(WORDS.self)
    expect((await invite(lead, student.email)).body.message).toBe(WORDS.notACatalyst)
    expect((await invite(lead, member.user.email)).body.message).toBe(
      WORDS.alreadyMember(member.user.email),
    )
    await invite(lead, address(1))
    const again = await invite(lead, address(1).toUpperCase())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(WORDS.alreadyInvited(address(1).toUpperCase()))
    const bad = await invite(lead, 'not-an-address')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(WORDS.invalidEmail)
  })
})

describe('the invited counsellor', () => {
  it('sees the invitation (sent before they had an account), accepts it and works under the plan', async () => {
    const lead = await catalystWithPlan('elite')
    const email = address(7)
    const sent = await invite(lead, email)
    expect(db.mails.findMany((q) => q.where({ to: email }))[0]?.link).toContain(
      `/team?invite=${sent.body.success.id}`,
    )
    const later = await createUser({ role: 'counsellor', email })
    const member = { user: later, token: await tokenFor(later) }
    const received = await api<ReceivedTeamInvitationListEnvelope>(
      'GET',
      '/team/invitations/received',
      { token: member.token },
    )
    expect(received.body.success.map((item) => item.lead.id)).toEqual([lead.user.id])
    expect(await planOf(member)).toMatchObject({ tier: null, team: null })

    expect((await answer(member, sent.body.success.id, 'accept')).status).toBe(200)
    expect(await planOf(member)).toMatchObject({
      tier: 'elite',
      through: 'team',
      team: { leadId: lead.user.id },
    })
    expect((await teamOf(member)).body.success.membership?.lead.id).toBe(lead.user.id)
    // Answered once: a second answer is refused.
    expect((await answer(member, sent.body.success.id, 'decline')).status).toBe(409)
  })

  it('cannot answer another address’s invitation, nor join while leading a team', async () => {
    const lead = await catalystWithPlan('prime')
    const other = await counsellor()
    const sent = await invite(lead, address(2))
    const refused = await answer(other, sent.body.success.id, 'accept')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(WORDS.notAddressedToYou)

    const leading = await catalystWithPlan('prime')
    await invite(leading, address(3))
    const mine = await invite(lead, leading.user.email)
    const blocked = await answer(leading, mine.body.success.id, 'accept')
    expect(blocked.status).toBe(409)
    expect(blocked.body.message).toBe(WORDS.leadsATeam)
  })

  it('keeps their own plan first, and their own students', async () => {
    const { lead, member } = await teamWithMember('elite')
    const student = await createUser({ role: 'student' })
    await createLink({ direction: 'invite', counsellorId: member.user.id, student, status: 1 })
    await giveActivePlan(member.user, 'basic')
    expect(await planOf(member)).toMatchObject({ tier: 'basic', through: 'subscription' })
    const overview = await api<TeamOverviewEnvelope>('GET', '/team/overview', {
      token: lead.token,
    })
    expect(overview.body.success.members).toEqual([
      expect.objectContaining({ connectedStudents: 1, openRequests: 0 }),
    ])
  })
})

describe('removal and leaving', () => {
  it('removes a member, who then works without the plan; another lead cannot', async () => {
    const { lead, member } = await teamWithMember()
    const stranger = await catalystWithPlan('prime')
    const path = `/team/members/${member.user.id}/remove`
    expect((await api('POST', path, { token: stranger.token })).status).toBe(403)
    const removed = await api<TeamEnvelope>('POST', path, { token: lead.token })
    expect(removed.body.success.members).toEqual([])
    expect(await planOf(member)).toMatchObject({ tier: null, team: null })
    expect((await api('POST', path, { token: lead.token })).status).toBe(404)
  })

  it('lets a member leave', async () => {
    const { lead, member } = await teamWithMember()
    expect((await api('POST', '/team/leave', { token: member.token })).body.message).toBe(
      WORDS.left(`${lead.user.firstName} ${lead.user.lastName}`),
    )
    expect((await api('POST', '/team/leave', { token: member.token })).status).toBe(409)
  })
})

describe("a lapse of the lead's plan", () => {
  it('keeps the members listed without the plan, and refuses invitations and accepting', async () => {
    const { lead, member } = await teamWithMember()
    const waiting = await counsellor()
    const pending = await invite(lead, waiting.user.email)
    await cancelSubscription(lead.user.id)

    const team = (await teamOf(lead)).body.success
    expect(team.seats).toEqual({ used: 2, limit: 0 })
    expect(team.members.map((seat) => seat.member.id)).toEqual([member.user.id])
    expect(await planOf(member)).toMatchObject({ tier: null, through: null })
    expect((await planOf(member)).lapsed).toContain('session-booking')
    const refused = await invite(lead, address(9))
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(planRefusal('invite-junior-counsellors', true))
    expect((await api('GET', '/team/overview', { token: lead.token })).status).toBe(403)
    const accept = await answer(waiting, pending.body.success.id, 'accept')
    expect(accept.status).toBe(409)
    expect(accept.body.message).toBe(
      WORDS.leadLapsed(`${lead.user.firstName} ${lead.user.lastName}`),
    )
    // Removing stays open whatever the plan.
    const path = `/team/members/${member.user.id}/remove`
    expect((await api('POST', path, { token: lead.token })).status).toBe(200)
  })

  it('after a move to a smaller plan, answers 429 until fewer seats are taken', async () => {
    const lead = await catalystWithPlan('elite')
    for (let n = 0; n < 5; n += 1) await invite(lead, address(n))
    await giveActivePlan(lead.user, 'prime')
    const over = await invite(lead, address(5))
    expect(over.status).toBe(429)
    expect(over.body.message).toBe(teamFullMessage('prime', 5))
  })
})
