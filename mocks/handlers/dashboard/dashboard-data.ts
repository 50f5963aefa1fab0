import type {
  DashboardStat,
  DashboardStudentsData,
  LastInteraction,
  Priority,
  StudentCheckIn,
} from '@/api/generated/types.gen'

import { db } from '../../db'
import { daysSince, fullName, newestFirst, percent } from '../shared/common'
import { nextStepName, progressOf } from '../pathways/pathways'
import { connectedStudents, isActive, type ConnectedStudent } from '../connections/students'

/** The catalyst dashboard's student figures (part 1 sections 2, 3), computed from the db. */
const LAST_INTERACTIONS = 10
const SUGGESTED_COURSES = 3

/** High (0) after two weeks without contact or never, medium (1) after one week, else low (2). */
export function checkInPriority(lastInteractionAt: string | null, now = Date.now()): Priority {
  if (!lastInteractionAt) return 0
  const days = daysSince(lastInteractionAt, now)
  if (days >= 14) return 0
  if (days >= 7) return 1
  return 2
}

/** Hubs the catalyst has not applied to and that are not over yet. */
function suggestedCourses(counsellorId: string): DashboardStat['suggested_courses'] {
  const applied = new Set(
    db.applications
      .findMany((q) => q.where({ userId: counsellorId }))
      .map((item) => item.learnHubId),
  )
  const now = Date.now()
  return db.learnHubs
    .all()
    .filter((hub) => !applied.has(hub.id) && (hub.end_date == null || hub.end_date > now))
    .slice(0, SUGGESTED_COURSES)
    .map((hub) => ({ name: hub.name, description: hub.short_desc ?? null }))
}

export function dashboardStat(
  counsellorId: string,
  students = connectedStudents(counsellorId),
): DashboardStat {
  return {
    active_engagement_count: students.filter((item) => isActive(item)).length,
    unassigned_students: students.filter((item) => !item.assignment).length,
    suggested_courses: suggestedCourses(counsellorId),
  }
}

function lastInteractions(students: ConnectedStudent[]): LastInteraction[] {
  const events = students.flatMap((item) => {
    const userName = fullName(item.student)
    const progress = item.assignment ? progressOf(item.assignment) : 0
    const list: LastInteraction[] = []
    if (item.lastChatAt)
      list.push({ userName, createdAt: item.lastChatAt, topicName: 'Chat', progress })
    if (item.lastNoteAt)
      list.push({ userName, createdAt: item.lastNoteAt, topicName: 'Note', progress })
    if (item.lastStep)
      list.push({ userName, createdAt: item.lastStep.at, topicName: item.lastStep.name, progress })
    return list
  })
  return newestFirst(events, (event) => event.createdAt).slice(0, LAST_INTERACTIONS)
}

function checkIns(students: ConnectedStudent[]): StudentCheckIn[] {
  return students
    .map((item) => ({
      name: fullName(item.student),
      email: item.student.email,
      taskName: item.assignment ? nextStepName(item.assignment) : null,
      priority: checkInPriority(item.lastInteractionAt),
      lastInteractionDate: item.lastInteractionAt,
    }))
    .sort(
      (a, b) =>
        a.priority - b.priority ||
        (a.lastInteractionDate ?? '').localeCompare(b.lastInteractionDate ?? ''),
    )
}

/** Connected now against connected at the start of this month, in percent. */
function changePercent(students: ConnectedStudent[], now = new Date()): number {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
  const before = students.filter(
    (item) => (item.link.decidedAt ?? item.link.createdAt) < monthStart,
  ).length
  if (before === 0) return students.length > 0 ? 100 : 0
  return Math.round(((students.length - before) / before) * 100)
}

export function dashboardStudentsData(counsellorId: string): DashboardStudentsData {
  const students = connectedStudents(counsellorId)
  const active = students.filter((item) => isActive(item)).length
  return {
    connectedStudentsData: {
      connectedStudents: students.length,
      activeStudents: percent(active, students.length),
      inactiveStudents: students.length ? 100 - percent(active, students.length) : 0,
      changePercent: changePercent(students),
    },
    dashboardStat: dashboardStat(counsellorId, students),
    lastInteractionsData: lastInteractions(students),
    studentsLastCheckInData: checkIns(students),
    studentsHeatMapData: students.map((item) => ({
      user_details: { country: item.student.country || null },
    })),
  }
}
