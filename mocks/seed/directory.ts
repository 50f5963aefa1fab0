import type { ConnectionRecord, UserRecord } from '../db'
import { makeConversation } from './chats'
import type { LinkSpec } from './connections'
import { makeConnection } from './connections'
import type { CounsellorKey } from './counsellor-specs'
import { makeCounsellor } from './counsellors'
import { type DirectoryCatalystKey, directoryCatalystSpecs, type PlanStep } from './directory-specs'
import { DAY, HOUR, type SeedContext } from './faker'
import { inviteMail } from './mails'
import { makeAssignment } from './pathways'
import { planHistory } from './plan-history'
import type { SeedData } from './seed-data'
import { makeStudents } from './students'
import type { EmailRegistry } from './users'

/**
 * The directory on every plan (issue 34): the plan histories of the first Catalysts, and more
 * Catalysts on Prime, Elite Access, Basic, a lapsed plan and none, with the two demo accounts
 * `elite.counsellor` and `basic.counsellor` and their students. Drawn from a sequence of its own
 * (SeedContext.fork), so every record of the demo before it stays as it was.
 */
const DIRECTORY_SEED = 34_2026

/**
 * Plans before the ones demo.ts gives, so that every request those Catalysts received was made
 * while their plan took inquiries: Meera Iyer was on Prime yearly before her monthly Prime,
 * Sofia Martínez on Prime before Elite Access, Aisha Rahman on Prime before Basic (her plan no
 * longer includes the directory: not listed, the lapse words); James Whitaker and Kenji Watanabe
 * are on Prime.
 */
const EARLIER_PLANS: Partial<Record<CounsellorKey, readonly PlanStep[]>> = {
  demo: [{ tier: 'prime', interval: 'year', daysAgo: 420, cancelled: true }],
  sofia: [{ tier: 'prime', interval: 'month', daysAgo: 400, cancelled: true }],
  aisha: [{ tier: 'prime', interval: 'month', daysAgo: 400, cancelled: true }],
  james: [{ tier: 'prime', interval: 'month', daysAgo: 400 }],
  kenji: [{ tier: 'prime', interval: 'month', daysAgo: 400 }],
}

/** Students of the two demo Catalysts: [Catalyst, student index or address, direction, status, days ago]. */
type Link = [
  DirectoryCatalystKey,
  number | string,
  LinkSpec['direction'],
  LinkSpec['status'],
  number,
]
const LINKS: readonly Link[] = [
  // Elite Access since 260 days: requests from students who found her, and invitations.
  ['elite', 0, 'request', 1, 120],
  ['elite', 1, 'request', 1, 60],
  ['elite', 2, 'request', 1, 20],
  ['elite', 5, 'invite', 1, 90],
  ['elite', 3, 'request', 0, 3],
  ['elite', 4, 'request', 0, 10],
  ['elite', 6, 'request', 2, 45],
  ['elite', 'ngozi.adeyemi@gmail.com', 'invite', 0, 8],
  // Basic: no inquiries, so only the students he invited (invitations are open on every plan).
  ['basic', 7, 'invite', 1, 80],
  ['basic', 8, 'invite', 1, 50],
  ['basic', 9, 'invite', 1, 25],
  ['basic', 10, 'invite', 0, 4],
  ['basic', 11, 'invite', 2, 30],
  ['basic', 'lucia.ramos@outlook.com', 'invite', 0, 12],
]
const DIRECTORY_STUDENTS = 12

export function addDirectoryCatalysts(
  main: SeedContext,
  data: SeedData,
  emails: EmailRegistry,
  first: Record<CounsellorKey, UserRecord>,
): Record<DirectoryCatalystKey, UserRecord> {
  const ctx = main.fork(DIRECTORY_SEED)
  for (const [key, steps] of Object.entries(EARLIER_PLANS))
    data.checkouts.push(...planHistory(ctx, first[key as CounsellorKey], steps))

  const made = {} as Record<DirectoryCatalystKey, UserRecord>
  for (const spec of directoryCatalystSpecs) {
    emails.reserve(spec.email)
    const catalyst = makeCounsellor(ctx, spec)
    made[spec.key] = catalyst
    data.users.push(catalyst)
    data.checkouts.push(...planHistory(ctx, catalyst, spec.plans))
  }

  const students = makeStudents(ctx, emails, DIRECTORY_STUDENTS)
  data.users.push(...students)
  const links: ConnectionRecord[] = LINKS.map(([key, who, direction, status, daysAgo]) =>
    makeConnection(ctx, {
      counsellor: made[key],
      student: typeof who === 'string' ? who : students[who]!,
      direction,
      status,
      daysAgo,
    }),
  )
  data.connections.push(...links)
  data.mails.push(
    ...links
      .filter((link) => link.direction === 'invite' && link.status === 0)
      .map((link) =>
        inviteMail(ctx, link.counsellorId === made.elite.id ? made.elite : made.basic, link),
      ),
  )

  // A conversation each, and a pathway for the Elite Catalyst's first student.
  data.chatMessages.push(
    ...makeConversation(ctx, made.elite, students[0]!, {
      count: 8,
      startAgoMs: 30 * DAY,
      endAgoMs: 5 * HOUR,
      unreadByCounsellor: 1,
    }),
    ...makeConversation(ctx, made.basic, students[7]!, {
      count: 6,
      startAgoMs: 20 * DAY,
      endAgoMs: 2 * DAY,
    }),
  )
  const pathway = data.pathways.find((candidate) => candidate.code === 'PW-MED')
  if (pathway)
    data.pathwayAssignments.push(
      makeAssignment(ctx, pathway, students[0]!.id, made.elite.id, 2, true),
    )
  return made
}
