import type { PlanTier } from '@/api/generated/types.gen'

import type { CheckoutRecord, UserRecord } from '../db'
import { makeCheckout } from './billing'
import { makeConversation } from './chats'
import { assertOneAcceptedCounsellor, makeConnection } from './connections'
import { makeDirectoryCounsellors } from './counsellors'
import { DAY, HOUR, MINUTE, type SeedContext } from './faker'
import { type buildDemo, DEMO_EXTRA_STUDENTS } from './demo'
import { makeAssignment } from './pathways'
import { tookInquiries } from './plan-history'
import { makeStudents } from './students'

/** Students the large scenario adds to the demo world. */
export const LARGE_EXTRA_STUDENTS = 5000
/** Catalysts it adds, so the students' directory (Find Catalysts) lists hundreds. */
export const LARGE_EXTRA_CATALYSTS = 400

type DemoWorld = ReturnType<typeof buildDemo>

/**
 * Scale data on top of the demo world: thousands of students, most connected to or invited by the
 * demo catalyst, tens of thousands of chat messages, most of them the demo catalyst's, and
 * hundreds more catalysts for the students' directory.
 */
export function addLargeData(ctx: SeedContext, world: DemoWorld): void {
  const { data, counsellors: c, emails } = world
  const M = c.demo
  const others = [c.sofia, c.james, c.aisha, c.kenji]
  const students = makeStudents(ctx, emails, LARGE_EXTRA_STUDENTS, DEMO_EXTRA_STUDENTS)
  data.users.push(...students)

  const chatWith = (
    counsellor: UserRecord,
    student: UserRecord,
    daysAgo: number,
    count: number,
  ) => {
    const startAgoMs = Math.min(daysAgo - 0.5, 90) * DAY
    const endAgoMs = ctx.int(10 * MINUTE, Math.max(11 * MINUTE, Math.floor(startAgoMs / 4)))
    const unread = ctx.chance(0.15) ? ctx.int(1, 3) : 0
    data.chatMessages.push(
      ...makeConversation(ctx, counsellor, student, {
        count,
        startAgoMs,
        endAgoMs,
        unreadByCounsellor: unread,
      }),
    )
  }

  for (const student of students) {
    const roll = ctx.int(0, 99)
    const daysAgo = ctx.int(2, 365)
    const direction = ctx.chance(0.6) ? 'invite' : 'request'
    if (roll < 70) {
      data.connections.push(
        makeConnection(ctx, { counsellor: M, student, direction, status: 1, daysAgo }),
      )
      chatWith(M, student, daysAgo, ctx.int(12, 18))
      if (daysAgo > 14 && ctx.chance(0.2)) {
        const pathway = ctx.pick(data.pathways)
        const assignedDays = ctx.int(7, daysAgo - 1)
        const completed = Math.min(
          pathway.steps.length - 1,
          ctx.int(0, Math.floor(assignedDays / 7)),
        )
        data.pathwayAssignments.push(
          makeAssignment(ctx, pathway, student.id, M.id, completed, ctx.chance(0.5), assignedDays),
        )
      }
    } else if (roll < 80) {
      data.connections.push(
        makeConnection(ctx, {
          counsellor: M,
          student,
          direction: 'invite',
          status: 0,
          daysAgo: Math.min(daysAgo, 180),
        }),
      )
    } else if (roll < 85) {
      data.connections.push(
        makeConnection(ctx, {
          counsellor: M,
          student,
          direction: 'request',
          status: 0,
          daysAgo: Math.min(daysAgo, 180),
        }),
      )
    } else if (roll < 90) {
      data.connections.push(
        makeConnection(ctx, {
          counsellor: M,
          student,
          direction,
          status: ctx.pick([2, 3] as const),
          daysAgo,
        }),
      )
    } else if (roll < 98) {
      const counsellor = ctx.pick(others)
      // A student asks only a Catalyst whose plan took inquiries then (makeConnection dates a
      // link up to 20 hours before its day); otherwise the Catalyst invited them.
      const askedAt = ctx.nowMs - daysAgo * DAY
      const asked = tookInquiries(data.checkouts, counsellor.id, askedAt - 20 * HOUR, askedAt)
      data.connections.push(
        makeConnection(ctx, {
          counsellor,
          student,
          direction: asked ? direction : 'invite',
          status: 1,
          daysAgo,
        }),
      )
      chatWith(counsellor, student, daysAgo, ctx.int(4, 10))
    }
  }
  assertOneAcceptedCounsellor(data.connections)
  // Last, so that everything drawn above stays as it was before these were added.
  const directory = makeDirectoryCounsellors(ctx, emails, LARGE_EXTRA_CATALYSTS)
  data.users.push(...directory)
  data.checkouts.push(...directoryPlans(ctx, directory))
}

/**
 * The large directory's plans (issue 34): about 40 % on Prime and 15 % on Elite Access (listed
 * when approved; Elite ones featured), 15 % on Basic and 30 % on none (not listed).
 */
function directoryPlans(ctx: SeedContext, catalysts: readonly UserRecord[]): CheckoutRecord[] {
  return catalysts.flatMap((user) => {
    const roll = ctx.int(0, 99)
    const tier: PlanTier | null =
      roll < 40 ? 'prime' : roll < 55 ? 'elite' : roll < 70 ? 'basic' : null
    if (!tier) return []
    const createdAgoMs = ctx.int(5, 300) * DAY
    return [makeCheckout(ctx, { user, tier, interval: 'month', state: 'active', createdAgoMs })]
  })
}
