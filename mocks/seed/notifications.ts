import { APPLICATION_STATUS_NAMES } from '@/config/status-codes'

import type { NotificationRecord, UserRecord } from '../db'
import { DAY, HOUR } from './faker'
import type { SeedData } from './seed-data'

/**
 * The notification centre's records (issue 35), derived from the scenario's own records so each
 * tells of something that happened, at the time it happened, with a link that opens: the demo
 * Catalyst's newest request, the session the demo student booked, answered invitations and a
 * certificate; the demo student's pathway, its latest completed step and an application. Some
 * are read. With `large`, every invitation the demo Catalyst's students answered (thousands), so
 * the centre must page. Built last from fixed values: no draws from the seed's sequence.
 */
const idOf = (index: number) => `9e35a0c1-4b2d-4f6e-8a1c-${String(index).padStart(12, '0')}`

interface People {
  catalyst: UserRecord
  student: UserRecord
}

export function addNotifications(data: SeedData, people: People, nowMs: number, large: boolean) {
  const { catalyst, student } = people
  const name = (id: string | null) => {
    const user = data.users.find((candidate) => candidate.id === id)
    return user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : 'A student'
  }
  const records: NotificationRecord[] = []
  const add = (fields: Omit<NotificationRecord, 'id' | 'readAt'>, read: boolean) => {
    const readAt = read
      ? new Date(Math.min(nowMs, Date.parse(fields.at) + HOUR)).toISOString()
      : null
    records.push({ ...fields, id: idOf(records.length + 1), readAt })
  }

  const asked = data.connections
    .filter((link) => link.counsellorId === catalyst.id && link.direction === 'request')
    .filter((link) => link.status === 0)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  if (asked)
    add(
      {
        userId: catalyst.id,
        kind: 'request-received',
        title: `${name(asked.studentId)} asked to connect with you.`,
        link: '/dashboard',
        at: asked.createdAt,
      },
      false,
    )
  const booked = data.sessions.find(
    (session) => session.counsellorId === catalyst.id && session.studentId === student.id,
  )
  if (booked)
    add(
      {
        userId: catalyst.id,
        kind: 'session-changed',
        title: `${name(student.id)} booked a session with you.`,
        link: '/sessions',
        at: booked.bookedAt,
      },
      false,
    )
  const answered = data.connections
    .filter((link) => link.counsellorId === catalyst.id && link.direction === 'invite')
    .filter((link) => link.status === 1 && link.studentId)
    .sort((a, b) => (b.decidedAt ?? b.createdAt).localeCompare(a.decidedAt ?? a.createdAt))
  for (const [index, link] of answered.slice(0, large ? answered.length : 3).entries())
    add(
      {
        userId: catalyst.id,
        kind: 'invitation-answered',
        title: `${name(link.studentId)} accepted your invitation.`,
        link: '/my-student',
        at: link.decidedAt ?? link.createdAt,
      },
      index > 0,
    )
  const certificate = data.achievements.find((achievement) => achievement.userId === catalyst.id)
  if (certificate)
    add(
      {
        userId: catalyst.id,
        kind: 'certificate-issued',
        title: `Your certificate ${certificate.name} for ${certificate.LearnHubName} was issued.`,
        link: `/verified-certificate/${certificate.id}`,
        at: certificate.award_date,
      },
      true,
    )

  const assignment = data.pathwayAssignments.find((entry) => entry.studentId === student.id)
  const pathway = data.pathways.find((entry) => entry.id === assignment?.pathwayId)
  if (assignment && pathway) {
    add(
      {
        userId: student.id,
        kind: 'pathway-assigned',
        title: `${name(assignment.counsellorId)} recommended the pathway ${pathway.name}.`,
        link: '/my-pathway',
        at: assignment.assignedAt,
      },
      true,
    )
    const done = assignment.steps
      .filter((step) => step.completedAt)
      .sort((a, b) => b.completedAt!.localeCompare(a.completedAt!))[0]
    const step = pathway.steps.find((entry) => entry.code === done?.code)
    if (done && step)
      add(
        {
          userId: student.id,
          kind: 'step-completed',
          title: `${name(assignment.counsellorId)} marked the step ${step.name} complete.`,
          link: '/my-pathway',
          at: done.completedAt!,
        },
        false,
      )
  }
  const accepted = data.applications.find(
    (application) => application.userId === student.id && application.status === 1020,
  )
  const hub = data.learnHubs.find((entry) => entry.id === accepted?.learnHubId)
  if (accepted && hub)
    add(
      {
        userId: student.id,
        kind: 'application-status',
        title: `Your application to ${hub.name} is now ${APPLICATION_STATUS_NAMES[1020]}.`,
        link: '/learningHub',
        at: new Date(Math.min(nowMs - HOUR, Date.parse(accepted.appliedAt) + DAY)).toISOString(),
      },
      false,
    )
  data.notifications.push(...records)
}
