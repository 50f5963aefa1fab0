import type {
  AssignedCatalyst,
  Catalyst,
  CatalystRequest,
  CatalystStats,
  ConnectionStatus,
} from '@/api/generated/types.gen'

import { db, type ConnectionRecord, type PathwayAssignmentRecord, type UserRecord } from '../../db'
import { INVITE_STATUS } from '../../services/relations'
import { HOUR_MS } from '../shared/common'
import { assignmentOf, progressOf, type Assignment } from '../pathways/pathways'
import type { PictureOf } from '../uploads/links'

/** A catalyst as students see them: request cards, the directory, the assigned catalyst. */
export function badgeCount(counsellorId: string): number {
  return db.achievements.findMany((q) => q.where({ userId: counsellorId })).length
}

/** Badge counts of many catalysts in one pass over the achievements (the directory lists hundreds). */
export function badgeCounts(counsellorIds: readonly string[]): Map<string, number> {
  const counts = new Map(counsellorIds.map((id) => [id, 0]))
  for (const achievement of db.achievements.all()) {
    const count = counts.get(achievement.userId)
    if (count !== undefined) counts.set(achievement.userId, count + 1)
  }
  return counts
}

/**
 * guidance_impact: the average pathway progress of the catalyst's connected students (null
 * without students); no_pathway_recommended: pathways the catalyst has assigned;
 * avg_res_time: mean hours between a student's request and the catalyst's answer (null if none).
 */
export function catalystStats(counsellorId: string): CatalystStats {
  return catalystStatsOf([counsellorId]).get(counsellorId) ?? emptyStats()
}

const emptyStats = (): CatalystStats => ({
  guidance_impact: null,
  no_pathway_recommended: 0,
  avg_res_time: null,
})

const pairKey = (studentId: string, counsellorId: string) => `${studentId}|${counsellorId}`

/**
 * The stats of many catalysts at once (catalystStats for each), in one pass over the links,
 * assignments and users instead of one per catalyst: the large scenario's directory lists
 * hundreds of catalysts over thousands of links, and per-catalyst scans took seconds.
 */
export function catalystStatsOf(counsellorIds: readonly string[]): Map<string, CatalystStats> {
  const wanted = new Set(counsellorIds)
  const userIds = new Set(db.users.all().map((user) => user.id))
  const pathways = new Map(db.pathways.all().map((pathway) => [pathway.id, pathway]))
  // The latest assignment of each student by each catalyst (as assignmentOf picks it), and counts.
  const latest = new Map<string, PathwayAssignmentRecord>()
  const assigned = new Map<string, number>()
  for (const record of db.pathwayAssignments.all()) {
    if (!wanted.has(record.counsellorId)) continue
    assigned.set(record.counsellorId, (assigned.get(record.counsellorId) ?? 0) + 1)
    const key = pairKey(record.studentId, record.counsellorId)
    const known = latest.get(key)
    if (!known || record.assignedAt.localeCompare(known.assignedAt) > 0) latest.set(key, record)
  }
  const assignmentOfPair = (studentId: string, counsellorId: string): Assignment | undefined => {
    const assignment = latest.get(pairKey(studentId, counsellorId))
    const pathway = assignment && pathways.get(assignment.pathwayId)
    return assignment && pathway ? { assignment, pathway } : undefined
  }
  const progress = new Map<string, number[]>()
  const hours = new Map<string, number[]>()
  const push = (map: Map<string, number[]>, id: string, value: number) => {
    const list = map.get(id)
    if (list) list.push(value)
    else map.set(id, [value])
  }
  for (const link of db.connections.all()) {
    if (!wanted.has(link.counsellorId)) continue
    // Connected students (connectedStudents): accepted links to students that exist.
    if (link.status === INVITE_STATUS.accepted && link.studentId && userIds.has(link.studentId)) {
      const assignment = assignmentOfPair(link.studentId, link.counsellorId)
      push(progress, link.counsellorId, assignment ? progressOf(assignment) : 0)
    }
    if (link.direction === 'request' && link.decidedAt !== null) {
      const answeredIn =
        (Date.parse(link.decidedAt ?? link.createdAt) - Date.parse(link.createdAt)) / HOUR_MS
      push(hours, link.counsellorId, answeredIn)
    }
  }
  const mean = (values: number[] | undefined) =>
    values?.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null
  const stats = new Map<string, CatalystStats>()
  for (const id of wanted) {
    const guidance = mean(progress.get(id))
    const answered = mean(hours.get(id))
    stats.set(id, {
      guidance_impact: guidance === null ? null : Math.round(guidance),
      no_pathway_recommended: assigned.get(id) ?? 0,
      avg_res_time: answered === null ? null : Math.round(answered * 10) / 10,
    })
  }
  return stats
}

export function toCatalystRequest(
  link: ConnectionRecord,
  counsellor: UserRecord,
  pictureOf: PictureOf,
): CatalystRequest {
  return {
    id: counsellor.id,
    given_name: counsellor.firstName,
    family_name: counsellor.lastName ?? null,
    picture: pictureOf(counsellor),
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

/** `known` carries badge counts and stats computed for many catalysts at once. */
export function toCatalyst(
  counsellor: UserRecord,
  status: ConnectionStatus,
  pictureOf: PictureOf,
  known?: { badges: Map<string, number>; stats: Map<string, CatalystStats> },
): Catalyst {
  return {
    id: counsellor.id,
    given_name: counsellor.firstName || null,
    family_name: counsellor.lastName ?? null,
    picture: pictureOf(counsellor),
    country: counsellor.country || null,
    lastSeen: counsellor.lastSeen,
    status,
    badgeCount: known?.badges.get(counsellor.id) ?? badgeCount(counsellor.id),
    stats: known?.stats.get(counsellor.id) ?? catalystStats(counsellor.id),
  }
}

export function toAssignedCatalyst(
  link: ConnectionRecord,
  counsellor: UserRecord,
  student: UserRecord,
  pictureOf: PictureOf,
): AssignedCatalyst {
  return {
    counselling_id: counsellor.id,
    given_name: counsellor.firstName,
    family_name: counsellor.lastName ?? null,
    email: counsellor.email,
    picture: pictureOf(counsellor),
    gender: counsellor.gender ?? null,
    phoneNumber: counsellor.phoneNumber ?? null,
    country: counsellor.country || null,
    status: link.status,
    recommendedOn: assignmentOf(student.id, counsellor.id)?.assignment.assignedAt ?? null,
    goals: { ...(link.interest ?? student.interest ?? {}) },
  }
}
