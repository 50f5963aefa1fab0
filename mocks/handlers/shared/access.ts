import type { Role } from '@/api/generated/types.gen'

import type { ConnectionRecord, UserRecord } from '../../db'
import { connectionBetween, findUser } from '../../services/relations'
import { HttpError } from '../http'

/** Part 2 operations that only a catalyst may call (spec part 2 section 6). */
export const counsellorOnly = { access: 'user', roles: ['counsellor'] as readonly Role[] } as const

export const NOT_YOUR_STUDENT = 'You do not have permission to perform this action.'
export const STUDENT_NOT_FOUND = 'Student not found.'

export interface MyStudent {
  student: UserRecord
  connection: ConnectionRecord
}

/**
 * A catalyst's own student: 404 when the id names nobody, 403 when it names anyone who is not a
 * student connected to this catalyst (the contract's x-owner rule `connected`: nobody reads or
 * changes another catalyst's students, nor another catalyst).
 */
export function requireMyStudent(counsellor: UserRecord, studentId: string): MyStudent {
  const student = findUser(studentId)
  if (!student) throw new HttpError(404, STUDENT_NOT_FOUND)
  const connection = connectionBetween(counsellor.id, student.id)
  if (!connection || student.role !== 'student') throw new HttpError(403, NOT_YOUR_STUDENT)
  return { student, connection }
}
