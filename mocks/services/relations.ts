import { counsellorLinkKey, db, type ConnectionRecord, type UserRecord } from '../db'

/** Shared queries over the counsellor-student relationship (both sides see the same state). */
export const INVITE_STATUS = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  dropped: 3,
  /** A student's request unanswered for 14 days (issue 35, the scheduler). */
  expired: 4,
} as const

export function findUser(id: string): UserRecord | undefined {
  return db.users.get(id)
}

export function findUserByEmail(email: string): UserRecord | undefined {
  return db.users.lookup('email', email.trim().toLowerCase())[0]
}

/** The student's accepted (connected) counsellor link, if any: a student has at most one. */
export function acceptedConnectionOf(studentId: string): ConnectionRecord | undefined {
  return db.connections
    .lookup('student', studentId)
    .find((link) => link.status === INVITE_STATUS.accepted)
}

/** A catalyst's accepted (connected) links, in table order. */
export function acceptedLinksOf(counsellorId: string): ConnectionRecord[] {
  return db.connections.lookupAll('counsellorLinks', [
    counsellorLinkKey(counsellorId, 'invite', INVITE_STATUS.accepted),
    counsellorLinkKey(counsellorId, 'request', INVITE_STATUS.accepted),
  ])
}

/** Ids of the students connected to a counsellor. */
export function connectedStudentIds(counsellorId: string): string[] {
  return acceptedLinksOf(counsellorId)
    .map((connection) => connection.studentId)
    .filter((id): id is string => id !== null)
}

/** The accepted link between a counsellor and a student, if they are connected. */
export function connectionBetween(
  counsellorId: string,
  studentId: string,
): ConnectionRecord | undefined {
  return db.connections
    .lookup('student', studentId)
    .find((link) => link.counsellorId === counsellorId && link.status === INVITE_STATUS.accepted)
}

export function isConnected(counsellorId: string, studentId: string): boolean {
  return Boolean(connectionBetween(counsellorId, studentId))
}
