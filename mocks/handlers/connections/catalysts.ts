import type {
  AssignedCatalyst,
  Catalyst,
  CatalystRequest,
  CatalystStats,
  ConnectionStatus,
} from '@/api/generated/types.gen'

import { db, type ConnectionRecord, type UserRecord } from '../../db'
import { INVITE_STATUS } from '../../services/relations'
import { HOUR_MS } from '../shared/common'
import { connectedStudents } from './students'
import { assignmentOf, progressOf } from '../pathways/pathways'

/** A catalyst as students see them: request cards, the directory, the assigned catalyst. */
export function badgeCount(counsellorId: string): number {
  return db.achievements.findMany((q) => q.where({ userId: counsellorId })).length
}

/**
 * guidance_impact: the average pathway progress of the catalyst's connected students (null
 * without students); no_pathway_recommended: pathways the catalyst has assigned;
 * avg_res_time: mean hours between a student's request and the catalyst's answer (null if none).
 */
export function catalystStats(counsellorId: string): CatalystStats {
  const students = connectedStudents(counsellorId)
  const guidance = students.length
    ? Math.round(
        students.reduce(
          (sum, item) => sum + (item.assignment ? progressOf(item.assignment) : 0),
          0,
        ) / students.length,
      )
    : null
  const answered = db.connections.findMany((q) =>
    q.where(
      (link) =>
        link.counsellorId === counsellorId &&
        link.direction === 'request' &&
        link.decidedAt !== null,
    ),
  )
  const hours = answered.map(
    (link) => (Date.parse(link.decidedAt ?? link.createdAt) - Date.parse(link.createdAt)) / HOUR_MS,
  )
  return {
    guidance_impact: guidance,
    no_pathway_recommended: db.pathwayAssignments.findMany((q) => q.where({ counsellorId })).length,
    avg_res_time: hours.length
      ? Math.round((hours.reduce((sum, value) => sum + value, 0) / hours.length) * 10) / 10
      : null,
  }
}

export function toCatalystRequest(link: ConnectionRecord, counsellor: UserRecord): CatalystRequest {
  return {
    id: counsellor.id,
    given_name: counsellor.firstName,
    family_name: counsellor.lastName ?? null,
    picture: counsellor.profileImg ?? null,
    created_at: link.createdAt,
    status: link.status,
    country: counsellor.country || null,
    inviteMessage: link.message,
    badgeCount: badgeCount(counsellor.id),
    stats: catalystStats(counsellor.id),
  }
}

/** Directory status from the student's side: connected, asked (pending request) or neither. */
export function directoryStatus(
  links: readonly ConnectionRecord[],
  counsellorId: string,
): ConnectionStatus {
  const mine = links.filter((link) => link.counsellorId === counsellorId)
  if (mine.some((link) => link.status === INVITE_STATUS.accepted)) return 'accepted'
  if (mine.some((link) => link.direction === 'request' && link.status === INVITE_STATUS.pending))
    return 'invited'
  return 'none'
}

export function toCatalyst(counsellor: UserRecord, status: ConnectionStatus): Catalyst {
  return {
    id: counsellor.id,
    given_name: counsellor.firstName || null,
    family_name: counsellor.lastName ?? null,
    picture: counsellor.profileImg ?? null,
    country: counsellor.country || null,
    lastSeen: counsellor.lastSeen,
    status,
    badgeCount: badgeCount(counsellor.id),
    stats: catalystStats(counsellor.id),
  }
}

export function toAssignedCatalyst(
  link: ConnectionRecord,
  counsellor: UserRecord,
  student: UserRecord,
): AssignedCatalyst {
  return {
    counselling_id: counsellor.id,
    given_name: counsellor.firstName,
    family_name: counsellor.lastName ?? null,
    email: counsellor.email,
    picture: counsellor.profileImg ?? null,
    gender: counsellor.gender ?? null,
    phoneNumber: counsellor.phoneNumber ?? null,
    country: counsellor.country || null,
    status: link.status,
    recommendedOn: assignmentOf(student.id, counsellor.id)?.assignment.assignedAt ?? null,
    goals: { ...(link.interest ?? student.interest ?? {}) },
  }
}
