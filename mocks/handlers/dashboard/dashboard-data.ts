import type {
  ConnectedStudentsData,
  DashboardStat,
  DashboardStudentsData,
  LastInteraction,
  Priority,
  StudentCheckIn,
} from '@/api/generated/types.gen'

import { db } from '../../db'
import { dateComparer, daysSince, fullName, newestFirstTop, percent } from '../shared/common'
import { nextStepName, progressOf } from '../pathways/pathways'
import {
  connectedStudents,
  activeCount,
  engagementOf,
  type ConnectedStudent,
} from '../connections/students'
import { mockNow, mockNowMs } from '../../services/clock'

/** The catalyst dashboard's student figures (part 1 sections 2, 3), computed from the db. */
const LAST_INTERACTIONS = 10
const SUGGESTED_COURSES = 3

/** High (0) after two weeks without contact or never, medium (1) after one week, else low (2). */
export function checkInPriority(lastInteractionAt: string | null, now = mockNowMs()): Priority {
  if (!lastInteractionAt) return 0
  const days = daysSince(lastInteractionAt, now)
  if (days >= 14) return 0
  if (days >= 7) return 1
  return 2
}

/** Hubs the catalyst has not applied to and that are not over yet. */
function suggestedCourses(counsellorId: string): DashboardStat['suggested_courses'] {
  const applied = new Set(
    db.applications.lookup('user', counsellorId).map((item) => item.learnHubId),
  )
  const now = mockNowMs()
  return db.learnHubs
    .all()
    .filter((hub) => !applied.has(hub.id) && (hub.end_date == null || hub.end_date > now))
    .slice(0, SUGGESTED_COURSES)
    .map((hub) => ({ name: hub.name, description: hub.short_desc ?? null }))
}

/** `students`: the catalyst's connectedStudents when the caller has them already. */
export function dashboardStat(counsellorId: string, students?: ConnectedStudent[]): DashboardStat {
  const now = mockNowMs()
  const { active, unassigned } = students
    ? {
        active: activeCount(students, now),
        unassigned: students.filter((item) => !item.assignment).length,
      }
    : engagementOf(counsellorId, now)
  return {
    active_engagement_count: active,
    unassigned_students: unassigned,
    suggested_courses: suggestedCourses(counsellorId),
  }
}

function lastInteractions(students: ConnectedStudent[]): LastInteraction[] {
  // Names and progress are written for the ten shown only (the large scenario has thousands).
  const events = students.flatMap((item) => {
    const list: Array<{ item: ConnectedStudent; createdAt: string; topicName: string }> = []
    if (item.lastChatAt) list.push({ item, createdAt: item.lastChatAt, topicName: 'Chat' })
    if (item.lastNoteAt) list.push({ item, createdAt: item.lastNoteAt, topicName: 'Note' })
    if (item.lastStep)
      list.push({ item, createdAt: item.lastStep.at, topicName: item.lastStep.name })
    return list
  })
  return newestFirstTop(events, (event) => event.createdAt, LAST_INTERACTIONS).map(
    ({ item, createdAt, topicName }) => ({
      userName: fullName(item.student),
      createdAt,
      topicName,
      progress: item.assignment ? progressOf(item.assignment) : 0,
    }),
  )
}

function checkIns(students: ConnectedStudent[]): StudentCheckIn[] {
  const compare = dateComparer(students.map((item) => item.lastInteractionAt ?? ''))
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
        compare(a.lastInteractionDate ?? '', b.lastInteractionDate ?? ''),
    )
}

/** Connected now against connected at the start of this month, in percent. */
function changePercent(students: ConnectedStudent[], now = mockNow()): number {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
  const before = students.filter(
    (item) => (item.link.decidedAt ?? item.link.createdAt) < monthStart,
  ).length
  if (before === 0) return students.length > 0 ? 100 : 0
  return Math.round(((students.length - before) / before) * 100)
}

/** The Connected students card's figures: open to every Catalyst (getDashboardStudentCounts). */
export function connectedStudentsFigures(
  counsellorId: string,
  students = connectedStudents(counsellorId),
): ConnectedStudentsData {
  const active = activeCount(students)
  return {
    connectedStudents: students.length,
    activeStudents: percent(active, students.length),
    inactiveStudents: students.length ? 100 - percent(active, students.length) : 0,
    changePercent: changePercent(students),
  }
}

/** The smart dashboard's student analysis, with the figures (getDashboardStudentsData). */
export function dashboardStudentsData(counsellorId: string): DashboardStudentsData {
  const students = connectedStudents(counsellorId)
  return {
    connectedStudentsData: connectedStudentsFigures(counsellorId, students),
    dashboardStat: dashboardStat(counsellorId, students),
    lastInteractionsData: lastInteractions(students),
    studentsLastCheckInData: checkIns(students),
    studentsHeatMapData: students.map((item) => ({
      user_details: { country: item.student.country || null },
    })),
  }
}
