import type { StudentCard, StudentRequest } from '@/api/generated/types.gen'

import { conversationKey, db, pairKey, type ConnectionRecord, type UserRecord } from '../../db'
import { acceptedLinksOf } from '../../services/relations'
import { unreadFrom } from '../chat/chat-store'
import { ageFrom, fullName, latestIso, newestFirst } from '../shared/common'
import { lastCompletedStep, progressOf, type Assignment } from '../pathways/pathways'
import type { PictureOf } from '../uploads/links'
import { mockNowMs } from '../../services/clock'

/** A catalyst's connected students and what the dashboard knows about each (part 1 section 3). */
export interface ConnectedStudent {
  student: UserRecord
  link: ConnectionRecord
  assignment: Assignment | undefined
  lastChatAt: string | null
  lastNoteAt: string | null
  lastNote: string | null
  lastStep: { name: string; at: string } | null
  /** Latest chat, note or completed pathway step. */
  lastInteractionAt: string | null
  /** Messages from the student the catalyst has not read. */
  unreadChat: number
}

/** The latest pathway assignment of a catalyst to a student (pairKey), with its pathway. */
function assignmentOfPair(pair: string): Assignment | undefined {
  const assignment = db.pathwayAssignments.newestOf('pair', pair)
  const pathway = assignment ? db.pathways.get(assignment.pathwayId) : undefined
  return assignment && pathway ? { assignment, pathway } : undefined
}

function lastChatAtOf(counsellorId: string, studentId: string): string | null {
  return (
    db.chatMessages.newestOf('conversation', conversationKey(counsellorId, studentId))?.sendAt ??
    null
  )
}

/** The catalyst's accepted links whose student exists, with the student. */
function connectedLinks(
  counsellorId: string,
): Array<{ link: ConnectionRecord; student: UserRecord }> {
  return acceptedLinksOf(counsellorId).flatMap((link) => {
    const student = link.studentId ? db.users.get(link.studentId) : undefined
    return student ? [{ link, student }] : []
  })
}

/**
 * Every connected student of a catalyst with their latest chat, note, step and unread count, each
 * read from an index (the `large` scenario gives the demo catalyst thousands of students and tens
 * of thousands of messages).
 */
export function connectedStudents(counsellorId: string): ConnectedStudent[] {
  const links = newestFirst(
    connectedLinks(counsellorId),
    ({ link }) => link.decidedAt ?? link.createdAt,
  )
  return links.map(({ link, student }) => {
    const pair = pairKey(counsellorId, student.id)
    const lastNote = db.notes.newestOf('pair', pair)
    const assignment = assignmentOfPair(pair)
    const lastChatAt = lastChatAtOf(counsellorId, student.id)
    const lastNoteAt = lastNote?.created_at ?? null
    const lastStep = assignment ? lastCompletedStep(assignment) : null
    return {
      student,
      link,
      assignment,
      lastChatAt,
      lastNoteAt,
      lastNote: lastNote?.note ?? null,
      lastStep,
      lastInteractionAt: latestIso(lastChatAt, lastNoteAt, lastStep?.at),
      unreadChat: unreadFrom(student.id, counsellorId),
    }
  })
}

/**
 * How many of a catalyst's connected students are active (activeCount) and how many have no
 * pathway: the dashboard's counts, without building every student's entry.
 */
export function engagementOf(
  counsellorId: string,
  now = mockNowMs(),
): { active: number; unassigned: number } {
  const since = activeSince(now)
  let active = 0
  let unassigned = 0
  for (const { student } of connectedLinks(counsellorId)) {
    const pair = pairKey(counsellorId, student.id)
    const lastNoteAt = db.notes.newestOf('pair', pair)?.created_at ?? null
    if (wasActive(lastChatAtOf(counsellorId, student.id), lastNoteAt, since)) active += 1
    if (!assignmentOfPair(pair)) unassigned += 1
  }
  return { active, unassigned }
}

const activeSince = (now: number) => new Date(now - 30 * 24 * 60 * 60 * 1000).toISOString()

const wasActive = (lastChatAt: string | null, lastNoteAt: string | null, since: string) =>
  [lastChatAt, lastNoteAt].some((date) => date !== null && date >= since)

/** How many of `students` are active: a chat or a note in the last 30 days (the dashboard's donut). */
export function activeCount(students: readonly ConnectedStudent[], now = mockNowMs()): number {
  const since = activeSince(now)
  return students.filter((item) => wasActive(item.lastChatAt, item.lastNoteAt, since)).length
}

/** My Students card (part 2 section 3). */
export function toStudentCard(item: ConnectedStudent, pictureOf: PictureOf): StudentCard {
  const { student, link, assignment } = item
  return {
    studentId: student.id,
    name: fullName(student),
    picture: pictureOf(student),
    age: ageFrom(student.dateOfBirth),
    gender: student.gender ?? null,
    country: student.country || null,
    unreadChat: item.unreadChat,
    acceptedDate: link.decidedAt ?? link.createdAt,
    studentGoal: { ...(link.interest ?? student.interest ?? {}) },
    notes: { value: item.lastNote },
    pathwayName: assignment?.pathway.name ?? null,
    pathwayImageLink: assignment?.pathway.image_link ?? null,
    progressPercentage: assignment ? progressOf(assignment) : null,
  }
}

/** A pending student request as the catalyst sees it (part 1 section 3). */
export function toStudentRequest(
  link: ConnectionRecord,
  student: UserRecord,
  pictureOf: PictureOf,
): StudentRequest {
  return {
    created_at: link.createdAt,
    user_details: {
      given_name: student.firstName,
      family_name: student.lastName ?? null,
      gender: student.gender ?? null,
      city: student.city ?? null,
      country: student.country || null,
      email: student.email,
      picture: pictureOf(student),
      birthdate: student.dateOfBirth ?? null,
      sk: student.sk,
    },
    inviteMessage: link.message,
    interests: { ...(link.interest ?? student.interest ?? {}) },
  }
}
