import type {
  AssignedCatalyst,
  Catalyst,
  CatalystRequest,
  CatalystStats,
  ConnectionStatus,
} from '@/api/generated/types.gen'

import { db, type ConnectionRecord, type PathwayAssignmentRecord, type UserRecord } from '../../db'
import { answeredPhoneNumber } from '../../services/phone-numbers'
import { INVITE_STATUS } from '../../services/relations'
import { hasFeature } from '../billing/plans'
import { takesInquiries } from './directory'
import { HOUR_MS } from '../shared/common'
import { assignmentOf, progressOf, type Assignment } from '../pathways/pathways'
import type { PictureOf } from '../uploads/links'

/** A catalyst as students see them: request cards, the directory, the assigned catalyst. */
export function badgeCount(counsellorId: string): number {
  return db.achievements.countOf('user', counsellorId)
}

/** Badge counts of many catalysts (the directory lists hundreds). */
export function badgeCounts(counsellorIds: readonly string[]): Map<string, number> {
  return new Map(counsellorIds.map((id) => [id, badgeCount(id)]))
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

/**
 * The stats of many catalysts (catalystStats for each), each from that catalyst's own links and
 * assignments: the large scenario's directory lists hundreds of catalysts.
 */
export function catalystStatsOf(counsellorIds: readonly string[]): Map<string, CatalystStats> {
  return new Map([...new Set(counsellorIds)].map((id) => [id, statsOfOne(id)]))
}

function statsOfOne(counsellorId: string): CatalystStats {
  const assignments = db.pathwayAssignments.lookup('counsellor', counsellorId)
  // The latest assignment of each of the catalyst's students (as assignmentOf picks it).
  const latest = new Map<string, PathwayAssignmentRecord>()
  for (const record of assignments) {
    const known = latest.get(record.studentId)
    if (!known || record.assignedAt.localeCompare(known.assignedAt) > 0)
      latest.set(record.studentId, record)
  }
  const assignmentOfStudent = (studentId: string): Assignment | undefined => {
    const assignment = latest.get(studentId)
    const pathway = assignment && db.pathways.get(assignment.pathwayId)
    return assignment && pathway ? { assignment, pathway } : undefined
  }
  const progress: number[] = []
  const hours: number[] = []
  for (const link of db.connections.lookup('counsellor', counsellorId)) {
    // Connected students (connectedStudents): accepted links to students that exist.
    if (link.status === INVITE_STATUS.accepted && link.studentId && db.users.get(link.studentId)) {
      const assignment = assignmentOfStudent(link.studentId)
      progress.push(assignment ? progressOf(assignment) : 0)
    }
    if (link.direction === 'request' && link.decidedAt !== null) {
      hours.push((Date.parse(link.decidedAt) - Date.parse(link.createdAt)) / HOUR_MS)
    }
  }
  const mean = (values: number[]) =>
    values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null
  const guidance = mean(progress)
  const answered = mean(hours)
  return {
    guidance_impact: guidance === null ? null : Math.round(guidance),
    no_pathway_recommended: assignments.length,
    avg_res_time: answered === null ? null : Math.round(answered * 10) / 10,
  }
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

/**
 * Directory status from the student's side: connected, asked (pending request), the latest
 * request expired unanswered (issue 35; a new one may be sent) or neither.
 */
export function directoryStatus(
  links: readonly ConnectionRecord[],
  counsellorId: string,
): ConnectionStatus {
  const mine = links.filter((link) => link.counsellorId === counsellorId)
  if (mine.some((link) => link.status === INVITE_STATUS.accepted)) return 'accepted'
  if (mine.some((link) => link.direction === 'request' && link.status === INVITE_STATUS.pending))
    return 'invited'
  const latest = mine
    .filter((link) => link.direction === 'request')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  return latest?.status === INVITE_STATUS.expired ? 'expired' : 'none'
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
    // The card's summary lines, at most as long as the profile form lets them be written.
    specializationArea: counsellor.specializationArea?.trim().slice(0, 100) || null,
    bio: counsellor.bio?.trim().slice(0, 200) || null,
    // Featured badge with top placement (part 2 section 9): the plan in effect decides, so a
    // cancelled or changed plan ends it at once.
    featured: hasFeature(counsellor, 'featured-badge'),
    // Whether a request can be sent (connectWithCounsellor's own rule), so the card says so first.
    takesInquiries: takesInquiries(counsellor),
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
    phoneNumber: answeredPhoneNumber(counsellor),
    country: counsellor.country || null,
    status: link.status,
    recommendedOn: assignmentOf(student.id, counsellor.id)?.assignment.assignedAt ?? null,
    goals: { ...(link.interest ?? student.interest ?? {}) },
  }
}
