import type { StudentCard, StudentRequest } from '@/api/generated/types.gen'

import { db, type ConnectionRecord, type UserRecord } from '../../db'
import { INVITE_STATUS } from '../../services/relations'
import { ageFrom, fullName, latestIso, newestFirst } from '../shared/common'
import { lastCompletedStep, progressOf, type Assignment } from '../pathways/pathways'
import type { PictureOf } from '../uploads/links'

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

function groupBy<T>(items: readonly T[], key: (item: T) => string | null | undefined) {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const value = key(item)
    if (!value) continue
    const group = groups.get(value)
    if (group) group.push(item)
    else groups.set(value, [item])
  }
  return groups
}

/**
 * Every connected student of a catalyst with their latest chat, note, step and unread count. The
 * tables are read once each and grouped by student (the `large` scenario gives the demo catalyst
 * thousands of students and tens of thousands of messages: one scan per student took minutes).
 */
export function connectedStudents(counsellorId: string): ConnectedStudent[] {
  const links = db.connections.findMany((q) =>
    q.where({ counsellorId, status: INVITE_STATUS.accepted }),
  )
  const ids = new Set(links.flatMap((link) => (link.studentId ? [link.studentId] : [])))
  const users = new Map(
    db.users.findMany((q) => q.where((user) => ids.has(user.id))).map((user) => [user.id, user]),
  )
  const notes = groupBy(
    newestFirst(
      db.notes.findMany((q) => q.where({ counsellorId })),
      (note) => note.created_at,
    ),
    (note) => note.studentId,
  )
  const pathways = new Map(db.pathways.all().map((pathway) => [pathway.id, pathway]))
  const assignments = groupBy(
    newestFirst(
      db.pathwayAssignments.findMany((q) => q.where({ counsellorId })),
      (assignment) => assignment.assignedAt,
    ),
    (assignment) => assignment.studentId,
  )
  const lastChat = new Map<string, string>()
  const unread = new Map<string, number>()
  for (const message of db.chatMessages.findMany((q) =>
    q.where((record) => record.senderId === counsellorId || record.receiverId === counsellorId),
  )) {
    const other = message.senderId === counsellorId ? message.receiverId : message.senderId
    if (!ids.has(other)) continue
    if ((lastChat.get(other) ?? '') < message.sendAt) lastChat.set(other, message.sendAt)
    if (message.senderId === other && !message.isRead)
      unread.set(other, (unread.get(other) ?? 0) + 1)
  }

  return newestFirst(links, (link) => link.decidedAt ?? link.createdAt).flatMap((link) => {
    const student = link.studentId ? users.get(link.studentId) : undefined
    if (!student) return []
    const studentNotes = notes.get(student.id) ?? []
    const latestAssignment = assignments.get(student.id)?.[0]
    const pathway = latestAssignment ? pathways.get(latestAssignment.pathwayId) : undefined
    const assignment =
      latestAssignment && pathway ? { assignment: latestAssignment, pathway } : undefined
    const lastChatAt = lastChat.get(student.id) ?? null
    const lastNoteAt = studentNotes[0]?.created_at ?? null
    const lastStep = assignment ? lastCompletedStep(assignment) : null
    return [
      {
        student,
        link,
        assignment,
        lastChatAt,
        lastNoteAt,
        lastNote: studentNotes[0]?.note ?? null,
        lastStep,
        lastInteractionAt: latestIso(lastChatAt, lastNoteAt, lastStep?.at),
        unreadChat: unread.get(student.id) ?? 0,
      },
    ]
  })
}

/** Active: a chat or a note in the last 30 days (the dashboard's donut). */
export function isActive(item: ConnectedStudent, now = Date.now()): boolean {
  const since = new Date(now - 30 * 24 * 60 * 60 * 1000).toISOString()
  return [item.lastChatAt, item.lastNoteAt].some((date) => date !== null && date >= since)
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
