import type { StudentCard, StudentRequest } from '@/api/generated/types.gen'

import { db, type ConnectionRecord, type UserRecord } from '../../db'
import { INVITE_STATUS, findUser } from '../../services/relations'
import { ageFrom, fullName, latestIso, newestFirst } from '../shared/common'
import { conversation, unreadFrom } from '../chat/chat-store'
import { assignmentOf, lastCompletedStep, progressOf, type Assignment } from '../pathways/pathways'

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
}

export function connectedStudents(counsellorId: string): ConnectedStudent[] {
  const links = db.connections.findMany((q) =>
    q.where({ counsellorId, status: INVITE_STATUS.accepted }),
  )
  return newestFirst(links, (link) => link.decidedAt ?? link.createdAt).flatMap((link) => {
    const student = link.studentId ? findUser(link.studentId) : undefined
    if (!student) return []
    const notes = newestFirst(
      db.notes.findMany((q) => q.where({ counsellorId, studentId: student.id })),
      (note) => note.created_at,
    )
    const assignment = assignmentOf(student.id, counsellorId)
    const lastChatAt = conversation(counsellorId, student.id)[0]?.sendAt ?? null
    const lastNoteAt = notes[0]?.created_at ?? null
    const lastStep = assignment ? lastCompletedStep(assignment) : null
    return [
      {
        student,
        link,
        assignment,
        lastChatAt,
        lastNoteAt,
        lastNote: notes[0]?.note ?? null,
        lastStep,
        lastInteractionAt: latestIso(lastChatAt, lastNoteAt, lastStep?.at),
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
export function toStudentCard(item: ConnectedStudent, counsellorId: string): StudentCard {
  const { student, link, assignment } = item
  return {
    studentId: student.id,
    name: fullName(student),
    picture: student.profileImg ?? null,
    age: ageFrom(student.dateOfBirth),
    gender: student.gender ?? null,
    country: student.country || null,
    unreadChat: unreadFrom(student.id, counsellorId),
    acceptedDate: link.decidedAt ?? link.createdAt,
    studentGoal: { ...(link.interest ?? student.interest ?? {}) },
    notes: { value: item.lastNote },
    pathwayName: assignment?.pathway.name ?? null,
    pathwayImageLink: assignment?.pathway.image_link ?? null,
    progressPercentage: assignment ? progressOf(assignment) : null,
  }
}

/** A pending student request as the catalyst sees it (part 1 section 3). */
export function toStudentRequest(link: ConnectionRecord, student: UserRecord): StudentRequest {
  return {
    created_at: link.createdAt,
    user_details: {
      given_name: student.firstName,
      family_name: student.lastName ?? null,
      gender: student.gender ?? null,
      city: student.city ?? null,
      country: student.country || null,
      email: student.email,
      picture: student.profileImg ?? null,
      birthdate: student.dateOfBirth ?? null,
      sk: student.sk,
    },
    inviteMessage: link.message,
    interests: { ...(link.interest ?? student.interest ?? {}) },
  }
}
