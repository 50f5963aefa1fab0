import type { InviteStatus } from '@/api/generated/types.gen'

import type { ConnectionRecord, UserRecord } from '../db'
import { DAY, HOUR, type SeedContext } from './faker'
import { randomInterest } from './students'

const inviteNotes = [
  (name: string) =>
    `<p>Hi ${name}, I would love to help you plan your next steps. Accept my request and we can set up a first session.</p>`,
  (name: string) =>
    `<p>Hello ${name}! I work with students on <strong>university applications</strong> and <em>career planning</em>. Happy to guide you.</p>`,
  (name: string) =>
    `Hi ${name}, your school counsellor suggested we connect. Looking forward to working with you.`,
  () =>
    '<p>Join me on Catalyst so we can build your <strong>personal pathway</strong> together.</p>',
]
const requestMessages = [
  'Hello! I am looking for guidance on choosing a university abroad.',
  'Hi, I saw your profile and would like help with my career plan.',
  'I want to switch from commerce to a design career and need advice.',
  'Could you help me prepare my scholarship applications?',
  'I am confused between engineering and medicine. Can we talk?',
  'Hi! I need help with my personal statement and interviews.',
]
const replies = [
  'Thank you, excited to start!',
  'Looking forward to our first session.',
  'Thanks for reaching out!',
  'Happy to connect.',
]
const declineReasons = [
  'I already have a mentor for now, thank you.',
  'My focus area does not match your goals; a specialist in medicine would help you more.',
  'I am at full capacity this term.',
  'I have decided to take a gap year before planning further.',
]
const dropReasons = [
  'The student moved to another Catalyst.',
  'No activity for three months.',
  'Goals changed; guidance completed for now.',
]
const acceptReasons = ['Welcome aboard!', 'Happy to work with you.', null]

export interface LinkSpec {
  counsellor: UserRecord
  /** A registered student, or just the e-mail address an invite went to. */
  student: UserRecord | string
  direction: 'invite' | 'request'
  status: InviteStatus
  /** How many days ago the invite or request was made. */
  daysAgo: number
}

/**
 * One counsellor-student link. Accepted links copy the student's goals (and set them on the
 * student when missing), so the catalyst's cards and the student's goals card agree.
 */
export function makeConnection(ctx: SeedContext, spec: LinkSpec): ConnectionRecord {
  const student = typeof spec.student === 'string' ? null : spec.student
  const email = typeof spec.student === 'string' ? spec.student : spec.student.email
  const firstName = student?.firstName ?? email.split(/[.@]/)[0]!
  const createdMs = ctx.nowMs - spec.daysAgo * DAY - ctx.int(0, 20) * HOUR
  const decidedMs = Math.min(createdMs + ctx.int(2, 96) * HOUR, ctx.nowMs - HOUR)
  const invite = spec.direction === 'invite'
  const answered = spec.status !== 0
  const wantsInterest = !invite || spec.status === 1 || spec.status === 3
  let interest = null
  if (wantsInterest && student) {
    interest = student.interest ?? randomInterest(ctx)
    if (spec.status === 1) student.interest = interest
  }
  return {
    id: ctx.uuid(),
    direction: spec.direction,
    counsellorId: spec.counsellor.id,
    studentId: student?.id ?? null,
    studentEmail: email,
    status: spec.status,
    message: invite ? ctx.pick(inviteNotes)(firstName) : ctx.pick(requestMessages),
    interest,
    replyMessage: invite && (spec.status === 1 || spec.status === 3) ? ctx.pick(replies) : null,
    reason:
      spec.status === 2
        ? ctx.pick(declineReasons)
        : spec.status === 3
          ? ctx.pick(dropReasons)
          : spec.status === 1 && !invite
            ? ctx.pick(acceptReasons)
            : null,
    createdAt: new Date(createdMs).toISOString(),
    decidedAt: answered ? new Date(decidedMs).toISOString() : null,
  }
}

/** Fails loudly when a plan would give a student two accepted catalysts. */
export function assertOneAcceptedCounsellor(connections: readonly ConnectionRecord[]): void {
  const accepted = new Set<string>()
  for (const connection of connections) {
    if (connection.status !== 1 || !connection.studentId) continue
    if (accepted.has(connection.studentId)) {
      throw new Error(`Seed plan connects student ${connection.studentId} to two catalysts`)
    }
    accepted.add(connection.studentId)
  }
}
