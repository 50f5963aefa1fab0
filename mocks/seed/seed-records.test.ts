import { describe, expect, it } from 'vitest'

import { zFormDefinition } from '@/api/generated/zod.gen'

import { planIncludes } from '@/config/plans'

import { db, snapshotDb, type UserRecord } from '../db'
import { featureLapsed, hasFeature, planOf } from '../handlers/billing/plans'
import { isListedCatalyst, takesInquiries } from '../handlers/connections/directory'
import { demoAccounts } from './demo-accounts'
import { buildScenario, seedScenario } from './index'
import { tierInEffectAt } from './plan-history'
import { acceptedPairs, HOUR, NOW, pairKey, withDemoSeed, userByEmail } from './testing'

describe('seed: demo scenario', () => {
  withDemoSeed()

  it('has more catalysts, one of them unapproved, with badges', () => {
    const counsellors = db.users.all().filter((user) => user.role === 'counsellor')
    expect(counsellors.length).toBeGreaterThanOrEqual(6)
    expect(counsellors.filter((user) => !user.isCounsellorApproved).length).toBeGreaterThanOrEqual(
      2,
    )
    const withBadges = new Set(db.achievements.all().map((a) => a.userId))
    expect(counsellors.filter((user) => withBadges.has(user.id)).length).toBeGreaterThanOrEqual(3)
  })

  it('has connections in every status and direction, and at most one catalyst per student', () => {
    const links = db.connections.all()
    // 4: requests unanswered for 14 days expire (issue 35).
    expect(new Set(links.map((link) => link.status))).toEqual(new Set([0, 1, 2, 3, 4]))
    for (const direction of ['invite', 'request'] as const) {
      expect(
        new Set(links.filter((link) => link.direction === direction).map((link) => link.status))
          .size,
      ).toBeGreaterThanOrEqual(3)
    }
    const accepted = links.filter((link) => link.status === 1).map((link) => link.studentId)
    expect(new Set(accepted).size).toBe(accepted.length)
  })

  it('has chats only between connected pairs, read and unread', () => {
    const pairs = acceptedPairs()
    const messages = db.chatMessages.all()
    expect(messages.every((m) => pairs.has(pairKey(m.senderId, m.receiverId)))).toBe(true)
    expect(new Set(messages.map((m) => m.isRead))).toEqual(new Set([true, false]))
  })

  it('has learning hubs, applications in every status, pathways, notes, FAQs and checkouts', () => {
    const hubs = db.learnHubs.all()
    expect(hubs.length).toBeGreaterThanOrEqual(8)
    expect(hubs.some((hub) => hub.start_date! > NOW.getTime())).toBe(true)
    expect(hubs.some((hub) => hub.end_date! < NOW.getTime())).toBe(true)
    for (const hub of hubs) {
      expect(hub.modules!.length).toBeGreaterThanOrEqual(3)
      expect(hub.modules!.length).toBeLessThanOrEqual(8)
      const forms = [hub.tab1, hub.tab2].filter((form): form is string => typeof form === 'string')
      for (const form of forms)
        expect(zFormDefinition.safeParse(JSON.parse(form)).success).toBe(true)
      expect(forms.length).toBeGreaterThanOrEqual(1)
    }
    expect(hubs.some((hub) => hub.tab2)).toBe(true)
    const fields = hubs
      .flatMap((hub) => [hub.tab1, hub.tab2])
      .filter((f): f is string => !!f)
      .flatMap((f) =>
        zFormDefinition.parse(JSON.parse(f)).components.flatMap((panel) => panel.components),
      )
    expect(new Set(fields.map((field) => field.type))).toEqual(
      new Set([
        'text',
        'select',
        'checkbox',
        'textarea',
        'radio',
        'number',
        'email',
        'date',
        'file',
      ]),
    )
    // Both kinds of condition (issue 15 point 3).
    expect(fields.some((field) => field.conditional?.when)).toBe(true)
    expect(fields.some((field) => field.customConditional)).toBe(true)
    const applications = db.applications.all()
    expect(new Set(applications.map((a) => a.status))).toEqual(
      new Set([1010, 1020, 1030, 1100, 1120]),
    )
    for (const application of applications) {
      const hub = hubs.find((candidate) => candidate.id === application.learnHubId)!
      expect(hub.modules!.map((m) => m.sk)).toContain(application.curr_mdl)
    }
    // Complete or awarded: all done; applied or rejected: not started. The statuses above are all
    // present, so neither group can be empty.
    const progress = (statuses: number[]) =>
      new Set(applications.filter((a) => statuses.includes(a.status)).map((a) => a.prog_percent))
    expect(progress([1100, 1120])).toEqual(new Set([100]))
    expect(progress([1010, 1030])).toEqual(new Set([0]))
    const pathways = db.pathways.all()
    expect(pathways.length).toBeGreaterThanOrEqual(5)
    expect(pathways.every((p) => p.steps.length >= 5 && p.steps.length <= 10)).toBe(true)
    expect(db.notes.all().every((n) => /^<p>.*<\/p>$/.test(n.note))).toBe(true)
    const faqs = db.faqs.all()
    expect(faqs.length).toBeGreaterThanOrEqual(25)
    expect(new Set(faqs.map((f) => f.role))).toEqual(new Set(['counsellor', 'student']))
    const checkouts = db.checkouts.all()
    expect(new Set(checkouts.map((c) => c.status))).toEqual(
      new Set(['complete', 'open', 'expired']),
    )
    const catalyst = userByEmail(demoAccounts.counsellor.email)
    expect(
      checkouts.some(
        (c) =>
          c.userId === catalyst.id &&
          c.tier === 'prime' &&
          c.interval === 'month' &&
          c.payment_status === 3,
      ),
    ).toBe(true)
    expect(db.supportRequests.all().length).toBeGreaterThan(0)
  })

  it('gives the demo Catalyst hours and sessions with the demo student, around the seed’s clock', () => {
    const catalyst = userByEmail(demoAccounts.counsellor.email)
    const student = userByEmail(demoAccounts.student.email)
    const hours = db.availability.get(catalyst.id)
    expect(hours).toMatchObject({ timeZone: catalyst.timeZone, sessionMinutes: 45 })
    expect(hours?.weeklyHours.length).toBeGreaterThan(0)
    expect(hours?.bufferMinutes).toBeGreaterThan(0)
    expect(hours?.meetingLink).toMatch(/^https:\/\//)
    const sessions = db.sessions.lookup('counsellor', catalyst.id)
    expect(sessions.every((session) => session.studentId === student.id)).toBe(true)
    const now = NOW.getTime()
    const changeable = sessions.filter(
      (session) => session.status === 'booked' && Date.parse(session.start) > now + 24 * HOUR,
    )
    expect(changeable.length).toBeGreaterThanOrEqual(1)
    expect(sessions.some((session) => Date.parse(session.end) < now)).toBe(true)
    expect(sessions.find((session) => session.status === 'cancelled')?.lastChange?.reason).toMatch(
      /\S/,
    )
    // Plans in the directory: Sofia on Elite, Aisha on Basic, both active.
    const plans = new Map(
      db.checkouts
        .all()
        .filter((checkout) => checkout.payment_status === 3)
        .map((checkout) => [db.users.get(checkout.userId)?.firstName, checkout.tier]),
    )
    expect(plans.get('Sofia')).toBe('elite')
    expect(plans.get('Aisha')).toBe('basic')
    expect(plans.get(catalyst.firstName)).toBe('prime')
  })

  it('lists Prime and Elite Access Catalysts in the directory, and no Basic, lapsed or planless one (issue 34)', () => {
    const counsellors = db.users.all().filter((user) => user.role === 'counsellor')
    // The plan in effect: a team's member works under the lead's.
    const tierOf = (user: UserRecord) => planOf(user)
    const listed = counsellors.filter((user) => isListedCatalyst(user))
    const names = (users: UserRecord[]) => users.map((user) => user.firstName).sort()
    // Enough to fill the grid, each on a plan with the directory and taking requests.
    expect(listed.length).toBeGreaterThanOrEqual(8)
    for (const user of listed) {
      expect(['prime', 'elite'], user.email).toContain(tierOf(user))
      expect(takesInquiries(user), user.email).toBe(true)
    }
    expect(names(listed.filter((user) => tierOf(user) === 'elite'))).toEqual(['Amara', 'Sofia'])
    // Approved, and still not listed: on Basic, after a plan that ended, and with none.
    const approvedOut = counsellors.filter(
      (user) => user.isCounsellorApproved && !listed.includes(user),
    )
    expect(approvedOut.map(tierOf).sort()).toEqual(['basic', 'basic', null, null])
    expect(approvedOut.filter((user) => featureLapsed(user, 'directory-listing')).length).toBe(2)
    // The demo Catalyst stays on Prime; the two plan accounts are what their names say.
    const account = (key: keyof typeof demoAccounts) => userByEmail(demoAccounts[key].email)
    expect(tierOf(account('counsellor'))).toBe('prime')
    expect(isListedCatalyst(account('counsellor'))).toBe(true)
    expect(account('basicCounsellor').isCounsellorApproved).toBe(true)
    expect(tierOf(account('basicCounsellor'))).toBe('basic')
    expect(isListedCatalyst(account('basicCounsellor'))).toBe(false)
    expect(account('eliteCounsellor').isCounsellorApproved).toBe(true)
    expect(tierOf(account('eliteCounsellor'))).toBe('elite')
    expect(hasFeature(account('eliteCounsellor'), 'featured-badge')).toBe(true)
  })

  it('dates every student request inside a plan that took inquiries; a Basic Catalyst only invites', () => {
    const checkouts = db.checkouts.all()
    const requests = db.connections.all().filter((link) => link.direction === 'request')
    expect(requests.length).toBeGreaterThanOrEqual(20)
    for (const link of requests) {
      const tier = tierInEffectAt(
        checkouts,
        db.teamMemberships.all(),
        link.counsellorId,
        Date.parse(link.createdAt),
      )
      expect(planIncludes(tier, 'student-inquiries'), `${link.id} asked a ${tier} plan`).toBe(true)
    }
    // The plan accounts' screens are not empty: students, requests, invitations, a chat.
    const linksOf = (key: keyof typeof demoAccounts) =>
      db.connections.lookup('counsellor', userByEmail(demoAccounts[key].email).id)
    const basic = linksOf('basicCounsellor')
    expect(basic.filter((link) => link.status === 1).length).toBeGreaterThanOrEqual(3)
    expect(basic.some((link) => link.status === 0)).toBe(true)
    expect(basic.every((link) => link.direction === 'invite')).toBe(true)
    const elite = linksOf('eliteCounsellor')
    expect(elite.filter((link) => link.status === 1).length).toBeGreaterThanOrEqual(3)
    expect(elite.filter((link) => link.direction === 'request' && link.status === 0).length).toBe(2)
    for (const key of ['basicCounsellor', 'eliteCounsellor'] as const) {
      const id = userByEmail(demoAccounts[key].email).id
      expect(db.chatMessages.all().some((m) => m.senderId === id || m.receiverId === id)).toBe(true)
    }
  })

  it('is deterministic: seeding twice gives identical tables', async () => {
    const first = snapshotDb()
    await seedScenario('demo', { now: NOW })
    expect(snapshotDb()).toEqual(first)
  })

  it('keeps ids and content when only the clock changes', () => {
    const later = buildScenario('demo', new Date(NOW.getTime() + 7 * 24 * HOUR))
    expect(later.users.map((u) => [u.id, u.email, u.firstName])).toEqual(
      db.users.all().map((u) => [u.id, u.email, u.firstName]),
    )
    expect(later.chatMessages.map((m) => m.id)).toEqual(db.chatMessages.all().map((m) => m.id))
  })
})
