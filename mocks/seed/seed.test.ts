import { beforeAll, describe, expect, it } from 'vitest'

import { zFormDefinition } from '@/api/generated/zod.gen'
import { studentProfileCompletion } from '@/lib/profile-completion'

import { planIncludes } from '@/config/plans'

import { db, snapshotDb, type UserRecord } from '../db'
import { featureLapsed, hasFeature, planOf } from '../handlers/billing/plans'
import { isListedCatalyst, takesInquiries } from '../handlers/connections/directory'
import { userSk } from '../services/ids'
import { countries } from './countries'
import { demoAccounts } from './demo-accounts'
import { buildScenario, scenarioNames, seedScenario } from './index'
import { tierInEffectAt } from './plan-history'

const NOW = new Date('2026-03-15T10:30:00.000Z')
const HOUR = 60 * 60 * 1000

const scripts = {
  latin: /\p{Script=Latin}/u,
  devanagari: /\p{Script=Devanagari}/u,
  han: /\p{Script=Han}/u,
  hangul: /\p{Script=Hangul}/u,
  cyrillic: /\p{Script=Cyrillic}/u,
  greek: /\p{Script=Greek}/u,
  arabic: /\p{Script=Arabic}/u,
}

function userByEmail(email: string): UserRecord {
  const user = db.users.all().find((candidate) => candidate.email === email)
  if (!user) throw new Error(`missing ${email}`)
  return user
}

const pairKey = (a: string, b: string) => [a, b].sort().join('|')

function acceptedPairs(): Set<string> {
  return new Set(
    db.connections
      .all()
      .filter((link) => link.status === 1 && link.studentId)
      .map((link) => pairKey(link.counsellorId, link.studentId!)),
  )
}

describe('seed: demo scenario', () => {
  beforeAll(async () => {
    await seedScenario('demo', { now: NOW })
  })

  it('lists the three scenarios', () => {
    expect([...scenarioNames].sort()).toEqual(['demo', 'empty', 'large'])
  })

  it('has the demo accounts with their credentials, roles and approval flags', () => {
    for (const account of Object.values(demoAccounts)) {
      const user = userByEmail(account.email)
      expect(user.password).toBe(account.password)
      expect(user.role).toBe(account.role)
      expect(user.confirmed).toBe(true)
      expect(user.identityProvider).toBe('password')
      expect(user.sk).toBe(userSk(user.id))
    }
    expect(userByEmail(demoAccounts.counsellor.email).isCounsellorApproved).toBe(true)
    expect(userByEmail(demoAccounts.pendingCounsellor.email).isCounsellorApproved).toBe(false)
  })

  it('gives the demo catalyst a full profile, students, requests and invites of every status', () => {
    const catalyst = userByEmail(demoAccounts.counsellor.email)
    expect(catalyst).toMatchObject({
      country: 'India',
      platformStatus: 'active',
      timeZone: 'Asia/Kolkata',
    })
    expect(catalyst.bio).toBeTruthy()
    expect(catalyst.education?.length).toBeGreaterThan(0)
    expect(catalyst.certifications?.length).toBeGreaterThan(0)
    const links = db.connections.all().filter((link) => link.counsellorId === catalyst.id)
    expect(links.filter((link) => link.status === 1).length).toBeGreaterThanOrEqual(8)
    expect(
      new Set(links.filter((link) => link.status === 1).map((link) => link.direction)),
    ).toEqual(new Set(['invite', 'request']))
    expect(
      links.filter((link) => link.direction === 'request' && link.status === 0).length,
    ).toBeGreaterThanOrEqual(4)
    const invites = links.filter((link) => link.direction === 'invite')
    expect(new Set(invites.map((link) => link.status))).toEqual(new Set([0, 1, 2, 3]))
    const months = new Set(invites.map((link) => link.createdAt.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(6)
    const chattedWith = new Set(
      db.chatMessages
        .all()
        .flatMap((m) =>
          m.senderId === catalyst.id
            ? [m.receiverId]
            : m.receiverId === catalyst.id
              ? [m.senderId]
              : [],
        ),
    )
    expect(chattedWith.size).toBeGreaterThanOrEqual(5)
    expect(db.chatMessages.all().some((m) => m.receiverId === catalyst.id && !m.isRead)).toBe(true)
    expect(
      new Set(
        db.notes
          .all()
          .filter((n) => n.counsellorId === catalyst.id)
          .map((n) => n.studentId),
      ).size,
    ).toBeGreaterThanOrEqual(3)
    expect(
      db.pathwayAssignments.all().filter((a) => a.counsellorId === catalyst.id).length,
    ).toBeGreaterThanOrEqual(3)
  })

  it('leaves the pending catalyst without students', () => {
    const pending = userByEmail(demoAccounts.pendingCounsellor.email)
    expect(db.connections.all().filter((link) => link.counsellorId === pending.id)).toEqual([])
  })

  it('gives the new student an incomplete profile and pending catalyst requests only', () => {
    const fresh = userByEmail(demoAccounts.newStudent.email)
    expect(studentProfileCompletion(fresh)).toBeLessThan(90)
    const links = db.connections.all().filter((link) => link.studentId === fresh.id)
    expect(links.length).toBeGreaterThanOrEqual(2)
    expect(links.every((link) => link.direction === 'invite' && link.status === 0)).toBe(true)
    expect(new Set(links.map((link) => link.counsellorId)).size).toBe(links.length)
  })

  it('gives the demo student a complete profile, the demo catalyst, a pathway, a chat and applications', () => {
    const student = userByEmail(demoAccounts.student.email)
    const catalyst = userByEmail(demoAccounts.counsellor.email)
    expect(studentProfileCompletion(student)).toBeGreaterThanOrEqual(90)
    expect(student.interest?.college).toBeTruthy()
    expect(acceptedPairs().has(pairKey(catalyst.id, student.id))).toBe(true)
    const assignment = db.pathwayAssignments.all().find((a) => a.studentId === student.id)!
    const statuses = assignment.steps.map((step) => step.status)
    expect(statuses.filter((status) => status === 'IN_PROGRESS')).toHaveLength(1)
    expect(statuses).toContain('COMPLETED')
    expect(statuses).toContain('PENDING')
    const chat = db.chatMessages
      .all()
      .filter((m) => pairKey(m.senderId, m.receiverId) === pairKey(catalyst.id, student.id))
      .sort((a, b) => a.sendAt.localeCompare(b.sendAt))
    expect(chat.length).toBeGreaterThanOrEqual(20)
    expect(new Set(chat.map((m) => m.sendAt.slice(0, 10))).size).toBeGreaterThanOrEqual(3)
    const last = chat.at(-1)!
    expect(last.senderId).toBe(catalyst.id)
    expect(last.isRead).toBe(false)
    expect(Date.parse(last.sendAt)).toBeLessThan(NOW.getTime())
    expect(Date.parse(last.sendAt)).toBeGreaterThan(NOW.getTime() - 3 * HOUR)
    expect(db.applications.all().filter((a) => a.userId === student.id).length).toBeGreaterThan(0)
  })

  it('has 40+ students in 12+ countries, named in 4+ writing systems', () => {
    const students = db.users.all().filter((user) => user.role === 'student')
    expect(students.length).toBeGreaterThanOrEqual(40)
    expect(new Set(students.map((user) => user.country)).size).toBeGreaterThanOrEqual(12)
    const names = students.map((user) => `${user.firstName} ${user.lastName ?? ''}`)
    const used = Object.entries(scripts).filter(([, pattern]) =>
      names.some((name) => pattern.test(name)),
    )
    expect(used.length).toBeGreaterThanOrEqual(4)
    expect(names.some((name) => /[À-ž]/u.test(name))).toBe(true)
  })

  it('gives phone numbers the length their country uses, and account dates that agree with activity', () => {
    const lengths = new Map<string, number>(
      Object.values(countries).map((c) => [c.dialCode, c.phoneLength]),
    )
    const users = db.users.all()
    for (const user of users) expect(user.sk).toBe(userSk(user.id))
    // Filtered first and counted, so the checks cannot pass by finding nothing to check.
    const withPhone = users.filter((user) => user.phoneNumber)
    expect(withPhone.length).toBeGreaterThanOrEqual(40)
    for (const user of withPhone) {
      expect(user.phoneNumber, user.email).toMatch(/^[0-9]+$/)
      expect(user.phoneNumber!.length, user.email).toBe(lengths.get(user.countryCode!))
    }
    expect(lengths.get('+91')).toBe(10)
    const created = new Map(users.map((u) => [u.id, Date.parse(u.createdAt)]))
    const seen = users.filter((user) => user.lastSeen)
    expect(seen.length).toBeGreaterThanOrEqual(40)
    for (const user of seen) {
      expect(Date.parse(user.lastSeen!)).toBeGreaterThanOrEqual(Date.parse(user.createdAt))
      expect(Date.parse(user.lastSeen!)).toBeLessThanOrEqual(NOW.getTime())
    }
    const links = db.connections.all()
    for (const link of links)
      expect(Date.parse(link.createdAt)).toBeGreaterThan(created.get(link.counsellorId)!)
    const withStudent = links.filter((link) => link.studentId)
    expect(withStudent.length).toBeGreaterThanOrEqual(8)
    for (const link of withStudent)
      expect(Date.parse(link.createdAt)).toBeGreaterThan(created.get(link.studentId!)!)
    const decided = links.filter((link) => link.decidedAt)
    expect(decided.length).toBeGreaterThanOrEqual(8)
    for (const link of decided) expect(link.decidedAt! > link.createdAt).toBe(true)
    for (const message of db.chatMessages.all())
      expect(Date.parse(message.sendAt)).toBeLessThan(NOW.getTime())
  })

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
