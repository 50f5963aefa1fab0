import type { Interest, SentInvite } from '@/api/generated/types.gen'

import {
  counsellorLinkKey,
  db,
  emailKey,
  pairKey,
  type ConnectionRecord,
  type UserRecord,
} from '../../db'
import { nowIso } from '../../services/ids'
import { INVITE_STATUS } from '../../services/relations'
import { newestFirst, sameEmail } from '../shared/common'

/**
 * The counsellor-student links in both directions (spec part 1 section 4). An invite sent to an
 * address before its student registered has no studentId yet: it belongs to whoever holds the
 * address, so links are matched by id or, while unclaimed, by e-mail.
 */
export function isLinkOf(
  link: ConnectionRecord,
  student: Pick<UserRecord, 'id' | 'email'>,
): boolean {
  return (
    link.studentId === student.id ||
    (link.studentId === null && sameEmail(link.studentEmail, student.email))
  )
}

export function linksOfStudent(
  student: UserRecord,
  filter: Partial<Pick<ConnectionRecord, 'direction' | 'status' | 'counsellorId'>> = {},
): ConnectionRecord[] {
  return linksOfHolder(student).filter(
    (link) =>
      (filter.direction === undefined || link.direction === filter.direction) &&
      (filter.status === undefined || link.status === filter.status) &&
      (filter.counsellorId === undefined || link.counsellorId === filter.counsellorId),
  )
}

/** Every link of whoever holds this id and address (isLinkOf), in table order. */
export function linksOfHolder(student: Pick<UserRecord, 'id' | 'email'>): ConnectionRecord[] {
  const email = emailKey(student.email)
  const links = [
    ...db.connections.lookup('student', student.id),
    ...(email ? db.connections.lookup('unclaimedEmail', email) : []),
  ]
  const order = (link: ConnectionRecord) => db.connections.orderOf(link.id) ?? 0
  return links.sort((a, b) => order(a) - order(b))
}

/** Every link of a counsellor in one direction, newest first. */
export function linksOfCounsellor(
  counsellorId: string,
  direction: ConnectionRecord['direction'],
  status?: ConnectionRecord['status'],
): ConnectionRecord[] {
  const statuses = status === undefined ? Object.values(INVITE_STATUS) : [status]
  const links = db.connections.lookupAll(
    'counsellorLinks',
    statuses.map((each) => counsellorLinkKey(counsellorId, direction, each)),
  )
  return newestFirst(links, (link) => link.createdAt)
}

export function toSentInvite(link: ConnectionRecord): SentInvite {
  return {
    email: link.studentEmail,
    created_at: link.createdAt,
    status: link.status,
    accept_reject_date: link.decidedAt,
  }
}

async function setStatus(
  link: ConnectionRecord,
  status: ConnectionRecord['status'],
  change: Partial<ConnectionRecord> = {},
): Promise<void> {
  await db.connections.updateRecord(link, {
    data(link) {
      Object.assign(link, change)
      link.status = status
    },
  })
}

/**
 * Ends the student's current connection (status 3 dropped) and, with it, the progress on the
 * pathway that catalyst assigned ("the existing connection and progress are lost permanently").
 */
export async function dropCurrentConnection(student: UserRecord, exceptId?: string): Promise<void> {
  for (const link of linksOfStudent(student, { status: INVITE_STATUS.accepted })) {
    if (link.id === exceptId) continue
    await setStatus(link, INVITE_STATUS.dropped)
    db.pathwayAssignments.deleteRecords(
      db.pathwayAssignments.lookup('pair', pairKey(link.counsellorId, student.id)),
    )
  }
}

export interface Decision {
  reason?: string | null
  interest?: Interest | null
  replyMessage?: string | null
}

/** Accepts a pending link: it becomes the student's one connection; an earlier one is dropped. */
export async function acceptLink(
  link: ConnectionRecord,
  student: UserRecord,
  decision: Decision & { rejectOtherPending: boolean },
): Promise<void> {
  const decidedAt = nowIso()
  await dropCurrentConnection(student, link.id)
  await setStatus(link, INVITE_STATUS.accepted, {
    studentId: student.id,
    decidedAt,
    reason: decision.reason ?? link.reason,
    interest: decision.interest ?? link.interest,
    replyMessage: decision.replyMessage ?? link.replyMessage,
  })
  const goals = decision.interest ?? link.interest
  if (goals) {
    await db.users.updateRecord(student, {
      data(record) {
        record.interest = { ...goals }
      },
    })
  }
  if (!decision.rejectOtherPending) return
  // "Accepting one catalyst request automatically rejects all other requests" (part 1 section 4).
  for (const other of linksOfStudent(student, { status: INVITE_STATUS.pending })) {
    if (other.id === link.id) continue
    await setStatus(other, INVITE_STATUS.rejected, {
      studentId: student.id,
      decidedAt,
      reason: 'Another Catalyst request was accepted.',
    })
  }
}

export async function rejectLink(
  link: ConnectionRecord,
  student: UserRecord,
  decision: Decision,
): Promise<void> {
  await setStatus(link, INVITE_STATUS.rejected, {
    studentId: student.id,
    decidedAt: nowIso(),
    reason: decision.reason ?? null,
    replyMessage: decision.replyMessage ?? link.replyMessage,
  })
}
