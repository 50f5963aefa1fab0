import { db, type ConnectionRecord, type UserRecord } from '../db'

/** Shared queries over the counsellor-student relationship (both sides see the same state). */
export const INVITE_STATUS = { pending: 0, accepted: 1, rejected: 2, dropped: 3 } as const

export function findUser(id: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }))
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase()
  return db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }))
}

/** The student's accepted (connected) counsellor link, if any: a student has at most one. */
export function acceptedConnectionOf(studentId: string): ConnectionRecord | undefined {
  return db.connections.findFirst((q) => q.where({ studentId, status: INVITE_STATUS.accepted }))
}

/** Ids of the students connected to a counsellor. */
export function connectedStudentIds(counsellorId: string): string[] {
  return db.connections
    .findMany((q) => q.where({ counsellorId, status: INVITE_STATUS.accepted }))
    .map((connection) => connection.studentId)
    .filter((id): id is string => id !== null)
}

export function isConnected(counsellorId: string, studentId: string): boolean {
  return Boolean(
    db.connections.findFirst((q) =>
      q.where({ counsellorId, studentId, status: INVITE_STATUS.accepted }),
    ),
  )
}
