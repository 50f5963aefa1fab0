import type { UserRecord } from '../db'
import { type ApplicationPlan, makeApplications } from './applications'
import { makeCheckout, makeSupportRequests } from './billing'
import { demoConversation, makeConversation } from './chats'
import { assertOneAcceptedCounsellor, type LinkSpec, makeConnection } from './connections'
import { makeCounsellors } from './counsellors'
import { addDirectoryCatalysts } from './directory'
import { DAY, HOUR, MINUTE, type SeedContext } from './faker'
import { makeFaqs } from './faqs'
import { makeLearnHubs } from './learn-hubs'
import { inviteMail } from './mails'
import { makeNotes } from './notes'
import { makeAssignment, makePathways } from './pathways'
import { makeAccountManagers } from './account-managers'
import { emptySeedData, type SeedData } from './seed-data'
import { basicCheckout, makeAvailability, makeSessions } from './sessions'
import { makeWebinars } from './webinars'
import { makeDemoStudents, makeStudents } from './students'
import { addTeam, makeTeam } from './team'
import { demoAccounts } from './demo-accounts'
import { EmailRegistry } from './users'
import { userSk } from '../services/ids'

/** Students besides the two demo ones; their roles in the story are fixed by index below. */
export const DEMO_EXTRA_STUDENTS = 46

type Status = LinkSpec['status']
type Direction = LinkSpec['direction']

/** The realistic demo world: the demo accounts, Catalysts on every plan and 60 students. */
export function buildDemo(ctx: SeedContext) {
  const data: SeedData = emptySeedData()
  const emails = new EmailRegistry()
  const c = makeCounsellors(ctx, emails)
  const { newStudent, student } = makeDemoStudents(ctx, emails)
  const s = makeStudents(ctx, emails, DEMO_EXTRA_STUDENTS)
  const at = (index: number) => s[index]!
  const M = c.demo

  data.learnHubs = makeLearnHubs(ctx)
  data.pathways = makePathways(ctx)
  data.faqs = makeFaqs(ctx)

  // Connections: [catalyst, student (or an invited address), direction, status, days ago].
  const plan: [UserRecord, UserRecord | string, Direction, Status, number][] = [
    [M, student, 'invite', 1, 21],
    ...[200, 170, 140, 110, 90, 60, 45, 25, 10].map(
      (days, i) =>
        [M, at(i), i % 2 === 0 ? 'invite' : 'request', 1, days] as [
          UserRecord,
          UserRecord,
          Direction,
          Status,
          number,
        ],
    ),
    // Issue 35: five still open (under 14 days; 1 day old: the Catalyst's nudge is the next job).
    ...[1, 3, 6, 10, 13].map(
      (days, i) =>
        [M, at(9 + i), 'request', 0, days] as [UserRecord, UserRecord, Direction, Status, number],
    ),
    [M, newStudent, 'invite', 0, 3],
    [M, at(14), 'invite', 0, 12],
    [M, 'tanvi.kulkarni@gmail.com', 'invite', 0, 20],
    [M, 'marco.rossi@outlook.com', 'invite', 0, 50],
    [M, at(15), 'invite', 2, 60],
    [M, at(16), 'invite', 2, 130],
    [M, at(35), 'request', 2, 100],
    [M, at(17), 'invite', 3, 185],
    [M, at(18), 'request', 3, 160],
    // Unanswered for 140 days: expired by the seed's settling (mocks/seed/write.ts); the student
    // asked the demo Catalyst since.
    [c.sofia, at(13), 'request', 0, 140],
    [c.sofia, at(19), 'invite', 1, 150],
    [c.sofia, at(20), 'request', 1, 95],
    [c.sofia, at(21), 'request', 1, 50],
    [c.sofia, at(22), 'invite', 1, 20],
    [c.sofia, at(17), 'request', 1, 120],
    [c.sofia, at(36), 'request', 0, 5],
    [c.sofia, at(37), 'invite', 2, 70],
    [c.sofia, at(38), 'invite', 3, 200],
    [c.james, at(23), 'invite', 1, 210],
    [c.james, at(24), 'request', 1, 130],
    [c.james, at(25), 'invite', 1, 70],
    [c.james, at(26), 'request', 1, 15],
    [c.james, newStudent, 'invite', 0, 6],
    [c.james, at(39), 'request', 0, 11],
    [c.james, at(40), 'request', 2, 45],
    [c.james, at(41), 'invite', 3, 160],
    [c.aisha, at(27), 'request', 1, 100],
    [c.aisha, at(28), 'invite', 1, 80],
    [c.aisha, at(29), 'request', 1, 40],
    [c.aisha, at(30), 'invite', 1, 12],
    [c.aisha, at(14), 'invite', 0, 4],
    [c.aisha, at(42), 'invite', 2, 30],
    [c.kenji, at(31), 'invite', 1, 190],
    [c.kenji, at(32), 'request', 1, 120],
    [c.kenji, at(33), 'invite', 1, 60],
    [c.kenji, newStudent, 'invite', 0, 1],
    [c.kenji, at(43), 'request', 3, 150],
    [c.kenji, at(44), 'request', 0, 16],
  ]
  data.connections = plan.map(([counsellor, who, direction, status, daysAgo]) =>
    makeConnection(ctx, { counsellor, student: who, direction, status, daysAgo }),
  )
  assertOneAcceptedCounsellor(data.connections)

  // Chats between connected pairs: [catalyst, student, messages, from days ago, to ms ago, unread by catalyst, unread by student].
  data.chatMessages.push(...demoConversation(ctx, M, student))
  const chats: [UserRecord, number, number, number, number, number, number][] = [
    [M, 0, 12, 20, 3 * HOUR, 2, 0],
    [M, 1, 8, 14, DAY, 0, 0],
    [M, 2, 10, 10, 40 * MINUTE, 3, 0],
    [M, 3, 6, 30, 6 * DAY, 0, 0],
    [M, 4, 9, 7, 5 * HOUR, 1, 0],
    [M, 5, 5, 4, 2 * DAY, 0, 1],
    [M, 7, 3, 20, 18 * DAY, 0, 0],
    [c.sofia, 19, 8, 12, 2 * DAY, 1, 0],
    [c.sofia, 20, 5, 30, 2 * DAY, 0, 0],
    [c.james, 23, 10, 9, 7 * HOUR, 1, 0],
    [c.james, 24, 6, 25, 4 * DAY, 0, 0],
    [c.aisha, 27, 7, 15, DAY, 0, 1],
    [c.kenji, 31, 4, 40, 21 * DAY, 0, 0],
  ]
  for (const [
    counsellor,
    index,
    count,
    fromDays,
    endAgoMs,
    unreadByCounsellor,
    unreadByStudent,
  ] of chats) {
    data.chatMessages.push(
      ...makeConversation(ctx, counsellor, at(index), {
        count,
        startAgoMs: fromDays * DAY,
        endAgoMs,
        unreadByCounsellor,
        unreadByStudent,
      }),
    )
  }

  // Notes: [catalyst, student, count, newest days ago].
  const notes: [UserRecord, UserRecord, number, number][] = [
    [M, student, 3, 1],
    [M, at(0), 3, 4],
    [M, at(1), 2, 10],
    [M, at(2), 4, 1],
    [M, at(4), 2, 6],
    [M, at(6), 1, 12],
    [c.sofia, at(19), 2, 3],
    [c.james, at(23), 3, 2],
    [c.aisha, at(27), 1, 8],
  ]
  for (const [counsellor, who, count, latest] of notes)
    data.notes.push(...makeNotes(ctx, counsellor, who, count, latest))

  // Pathway assignments: [catalyst, student, pathway code, completed steps, next one in progress].
  const pathway = (code: string) => data.pathways.find((candidate) => candidate.code === code)!
  const assignments: [UserRecord, UserRecord, string, number, boolean][] = [
    [M, student, 'PW-DATA', 2, true],
    [M, at(0), 'PW-SWE', 5, true],
    [M, at(1), 'PW-UX', 2, false],
    [M, at(2), 'PW-MED', 1, true],
    [M, at(3), 'PW-ABROAD', 6, true],
    [M, at(5), 'PW-BIZ', 0, false],
    [c.sofia, at(19), 'PW-ABROAD', 4, true],
    [c.james, at(23), 'PW-SWE', 2, true],
    [c.aisha, at(27), 'PW-BIZ', 1, false],
  ]
  data.pathwayAssignments = assignments.map(([counsellor, who, code, completed, inProgress]) =>
    makeAssignment(
      ctx,
      pathway(code),
      who.id,
      counsellor.id,
      completed,
      inProgress,
      who === student ? 18 : undefined,
    ),
  )

  const applicationPlans: ApplicationPlan[] = [
    [M, 'CGF-101', 1120],
    [M, 'DSM-120', 1120],
    [M, 'PSY-201', 1020],
    [M, 'UAA-210', 1010],
    [M, 'ICP-250', 1030],
    [M, 'WBF-110', 1100],
    [student, 'STEM-300', 1020],
    [student, 'SAB-150', 1020],
    [student, 'UAA-210', 1010],
    [student, 'SFA-220', 1100],
    [c.sofia, 'UAA-210', 1120],
    [c.sofia, 'SAB-150', 1010],
    [c.sofia, 'DSM-120', 1120],
    [c.james, 'STEM-300', 1120],
    [c.james, 'CGF-101', 1100],
    [c.james, 'PSY-201', 1020],
    [c.aisha, 'SFA-220', 1120],
    [c.aisha, 'CGF-101', 1020],
    [c.kenji, 'DSM-120', 1120],
    [c.kenji, 'STEM-300', 1030],
    [c.oliver, 'CGF-101', 1010],
    [at(0), 'STEM-300', 1020],
    [at(2), 'SFA-220', 1010],
    [at(19), 'SAB-150', 1010],
    [at(20), 'UAA-210', 1020],
    [at(23), 'STEM-300', 1030],
    [at(27), 'SFA-220', 1100],
  ]
  const { applications, achievements } = makeApplications(ctx, data.learnHubs, applicationPlans)
  data.applications = applications
  data.achievements = achievements

  data.checkouts = [
    makeCheckout(ctx, {
      user: c.sofia,
      tier: 'elite',
      interval: 'year',
      state: 'active',
      createdAgoMs: 120 * DAY,
    }),
    makeCheckout(ctx, {
      user: M,
      tier: 'elite',
      interval: 'year',
      state: 'expired',
      createdAgoMs: 26 * DAY,
    }),
    makeCheckout(ctx, {
      user: M,
      tier: 'prime',
      interval: 'month',
      state: 'active',
      createdAgoMs: 18 * DAY,
    }),
    makeCheckout(ctx, {
      user: c.james,
      tier: 'basic',
      interval: 'month',
      state: 'open',
      createdAgoMs: 3 * HOUR,
    }),
  ]
  data.supportRequests = makeSupportRequests(ctx, student, M)
  data.mails = data.connections
    .filter(
      (link) => link.counsellorId === M.id && link.direction === 'invite' && link.status === 0,
    )
    .map((link) => inviteMail(ctx, M, link))

  // Sessions (issue 29): the demo Catalyst (Prime) meets the demo student; Sofia is on Elite,
  // Aisha on Basic. After everything else: fixed values, no draws from the seed's sequence.
  data.checkouts.push(basicCheckout(ctx, c.aisha))
  data.availability = makeAvailability(ctx, M, c.sofia)
  data.sessions = makeSessions(ctx, M, student)
  // Webinars (issue 34): registrations by the Catalysts whose plan includes premium webinars
  // (the demo Catalyst on Prime, Sofia on Elite). Fixed values, no draws from the sequence.
  const webinars = makeWebinars(ctx, { demo: M, elite: c.sofia })
  data.webinars = webinars.webinars
  data.webinarRegistrations = webinars.registrations

  data.users = [...Object.values(c), newStudent, student, ...s, makeParent(newStudent, emails)]
  // Catalysts on every plan for the directory (issue 34), from a sequence of their own.
  const directory = addDirectoryCatalysts(ctx, data, emails, c)
  // Elite's account manager (issue 34): the partner team, Sofia's and Amara's history with Ananya.
  Object.assign(data, makeAccountManagers(ctx, c.sofia, directory.elite))

  // The demo Catalyst's team (issue 34), after everything else: fixed values.
  addTeam(data, makeTeam(ctx, M, [at(34), at(45), at(16)], emails))
  assertOneAcceptedCounsellor(data.connections)
  return { data, counsellors: c, directory, newStudent, student, students: s, emails }
}

/**
 * A parent's account (spec part 1 section 1: "parents are mentioned in the overview"): a role
 * that is neither counsellor nor student, which sees a single Find Catalysts link and is sent to
 * login by the role guard. Built last, from fixed values, so the seed's random sequence (and
 * every other record) stays as it was.
 */
function makeParent(shape: UserRecord, emails: EmailRegistry): UserRecord {
  const id = '5e1d7c3a-9b2f-4e6a-8d0c-2f4b6a8c0e1d'
  return {
    ...shape,
    id,
    sk: userSk(id),
    firstName: 'Meera',
    lastName: 'Desai',
    email: emails.reserve(demoAccounts.parent.email),
    role: demoAccounts.parent.role,
    interest: undefined,
    experience: [],
    education: [],
    certifications: [],
    kycDocs: [],
  }
}
