import type { ActivityEntry } from '@/api/generated/types.gen'

import { db, type UserRecord } from '../../db'
import { findUser, INVITE_STATUS } from '../../services/relations'
import { fullName, newestFirst, newestFirstTop } from '../shared/common'

/**
 * A user's activity log (issue 13; the contract's getActivityLog), derived from the records the
 * other calls write, so everything done anywhere in the app shows here without a log of its own:
 * connections (invitations and requests, their answers), pathway assignments and their completed
 * steps, notes, and hub applications. Texts are plain sentences addressed to `user`.
 */
export function activityOf(user: UserRecord): ActivityEntry[] {
  return newestFirst(datedActivityOf(user), (entry) => entry.at).map(toEntry)
}

/**
 * An entry whose text is written only when it is shown: the demo catalyst of the large scenario
 * has about 12,000 entries, and a page shows 20.
 */
interface DatedEntry {
  id: string
  kind: ActivityEntry['kind']
  at: string
  text: () => string
}

const toEntry = ({ id, kind, text, at }: DatedEntry): ActivityEntry => ({
  id,
  kind,
  text: text(),
  at,
})

/** activityOf's entries as they are gathered (not sorted), their texts not written yet. */
function datedActivityOf(user: UserRecord): DatedEntry[] {
  const entries: DatedEntry[] = []
  const add = (id: string, kind: ActivityEntry['kind'], text: () => string, at: string | null) => {
    if (at) entries.push({ id, kind, at, text })
  }
  const nameOf = (id: string | null | undefined, fallback = 'Unknown Name') => {
    const other = id ? findUser(id) : undefined
    return other ? fullName(other) || fallback : fallback
  }
  const counsellor = user.role === 'counsellor'

  const links = db.connections.lookup(counsellor ? 'counsellor' : 'student', user.id)
  for (const link of links) {
    const answered =
      link.status === INVITE_STATUS.accepted
        ? 'accepted'
        : link.status === INVITE_STATUS.rejected
          ? 'declined'
          : null
    const student = () =>
      link.studentId ? nameOf(link.studentId, link.studentEmail) : link.studentEmail
    const catalyst = () => nameOf(link.counsellorId)
    if (link.direction === 'invite') {
      if (counsellor) {
        add(
          `invite-${link.id}`,
          'invitation-sent',
          () => `You invited ${link.studentEmail}`,
          link.createdAt,
        )
        if (answered)
          add(
            `invite-answer-${link.id}`,
            'invitation-answered',
            () => `${student()} ${answered} your invitation`,
            link.decidedAt,
          )
      } else {
        add(
          `invite-${link.id}`,
          'request-received',
          () => `${catalyst()} invited you to connect`,
          link.createdAt,
        )
        if (answered)
          add(
            `invite-answer-${link.id}`,
            'request-decided',
            () => `You ${answered} ${catalyst()}'s invitation`,
            link.decidedAt,
          )
      }
    } else if (counsellor) {
      add(
        `request-${link.id}`,
        'request-received',
        () => `${student()} asked to connect`,
        link.createdAt,
      )
      if (answered)
        add(
          `request-answer-${link.id}`,
          'request-decided',
          () => `You ${answered} ${student()}'s request`,
          link.decidedAt,
        )
    } else {
      add(
        `request-${link.id}`,
        'invitation-sent',
        () => `You asked ${catalyst()} to connect`,
        link.createdAt,
      )
      if (answered)
        add(
          `request-answer-${link.id}`,
          'invitation-answered',
          () => `${catalyst()} ${answered} your request`,
          link.decidedAt,
        )
    }
  }

  const assignments = db.pathwayAssignments.lookup(counsellor ? 'counsellor' : 'student', user.id)
  for (const assignment of assignments) {
    const pathway = db.pathways.get(assignment.pathwayId)
    const pathwayName = pathway?.name ?? 'a pathway'
    const student = () => nameOf(assignment.studentId)
    add(
      `pathway-${assignment.id}`,
      'pathway-assigned',
      () =>
        counsellor
          ? `You assigned ${pathwayName} to ${student()}`
          : `${nameOf(assignment.counsellorId)} assigned you ${pathwayName}`,
      assignment.assignedAt,
    )
    for (const step of assignment.steps) {
      const stepName = () =>
        pathway?.steps.find((entry) => entry.code === step.code)?.name ?? step.code
      add(
        `step-${assignment.id}-${step.code}`,
        'step-completed',
        () =>
          counsellor
            ? `You marked "${stepName()}" complete for ${student()}`
            : `"${stepName()}" of ${pathwayName} was marked complete`,
        step.completedAt,
      )
    }
  }

  if (counsellor)
    for (const note of db.notes.lookup('counsellor', user.id))
      add(
        `note-${note.id}`,
        'note-added',
        () => `You added a note on ${nameOf(note.studentId)}`,
        note.created_at,
      )

  for (const application of db.applications.lookup('user', user.id)) {
    add(
      `hub-${application.id}`,
      'hub-applied',
      () => `You applied to ${db.learnHubs.get(application.learnHubId)?.name ?? 'a learning hub'}`,
      application.appliedAt,
    )
  }

  return entries
}

export const ACTIVITY_PAGE_SIZE = 20

export function activityPage(user: UserRecord, page = 1, pageSize = ACTIVITY_PAGE_SIZE) {
  const all = datedActivityOf(user)
  const start = (page - 1) * pageSize
  return {
    results: newestFirstTop(all, (entry) => entry.at, start + pageSize)
      .slice(start)
      .map(toEntry),
    page,
    hasMore: start + pageSize < all.length,
  }
}
