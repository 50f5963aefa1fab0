import type { SessionPageEnvelope, SlotListEnvelope } from '@/api/generated/types.gen'
import type {
  zBookSessionBody,
  zGetCatalystSlotsPath,
  zGetCatalystSlotsQuery,
  zGetSessionPath,
  zListMySessionsQuery,
} from '@/api/generated/zod.gen'
import { SESSIONS_PAGE_SIZE } from '@/config/constants'

import { db, type UserRecord } from '../../../db'
import { newId, nowIso } from '../../../services/ids'
import { connectionBetween, findUser } from '../../../services/relations'
import { HttpError, ok, requireUser, type ContextOf } from '../../http'
import { picturesOf } from '../../uploads/links'
import { catalystNotBookable } from '../availability'
import { hasFeature } from '../../billing/plans'
import {
  busyOf,
  checkBookingLimits,
  SESSION_MESSAGES,
  slotListOf,
  studentNotBookable,
  toSessionView,
} from '../sessions'
import { mailSessionChange } from '../mail'
import { slotRange } from '../../scheduling/slot-range'
import { checkSlot, sessionAnswer, sessionOfCall, underCatalyst } from './shared'
import { mockNowMs } from '../../../services/clock'

/** A student's slots and booking, and everyone's list and reading of their sessions. */

/** The student's connected Catalyst named by `catalystId`: 404 for nobody, 403 for anyone else. */
function requireMyCatalyst(student: UserRecord, catalystId: string): UserRecord {
  const catalyst = findUser(catalystId)
  if (!catalyst) throw new HttpError(404, SESSION_MESSAGES.catalystNotFound)
  if (catalyst.role !== 'counsellor' || !connectionBetween(catalyst.id, student.id))
    throw new HttpError(403, SESSION_MESSAGES.notConnected)
  return catalyst
}

export function getCatalystSlots(
  context: ContextOf<{
    params: typeof zGetCatalystSlotsPath
    query: typeof zGetCatalystSlotsQuery
  }>,
): Response {
  const student = requireUser(context)
  const catalyst = requireMyCatalyst(student, context.params.catalystId)
  const range = slotRange(context.query, mockNowMs())
  return ok<SlotListEnvelope>({
    success: slotListOf(catalyst, range, studentNotBookable(catalyst), busyOf(catalyst.id)),
  })
}

export async function bookSession(
  context: ContextOf<{ body: typeof zBookSessionBody }>,
): Promise<Response> {
  const student = requireUser(context)
  const { body } = context
  const catalyst = requireMyCatalyst(student, body.catalystId)
  if (!hasFeature(catalyst, 'session-booking'))
    throw new HttpError(403, catalystNotBookable(catalyst))
  const start = Date.parse(body.start)
  const session = await underCatalyst(catalyst.id, async () => {
    const { slot, timeZone } = checkSlot(catalyst, start, [])
    checkBookingLimits(student.id, mockNowMs())
    checkSlot(catalyst, start, busyOf(catalyst.id))
    return db.sessions.create({
      id: newId(),
      counsellorId: catalyst.id,
      studentId: student.id,
      start: slot.start,
      end: slot.end,
      timeZone,
      topic: body.topic.trim(),
      status: 'booked',
      bookedAt: nowIso(),
      rescheduleCount: 0,
      sequence: 0,
      lastChange: null,
    })
  })
  await mailSessionChange(session)
  return sessionAnswer(context, session, student)
}

export async function listMySessions(
  context: ContextOf<{ query: typeof zListMySessionsQuery }>,
): Promise<Response> {
  const user = requireUser(context)
  const { query } = context
  const { scope = 'upcoming', status, page = 1, pageSize = SESSIONS_PAGE_SIZE } = query
  const now = mockNowMs()
  const from = query.from ? Date.parse(query.from) : -Infinity
  const to = query.to ? Date.parse(query.to) : Infinity
  const mine = db.sessions.lookup(user.role === 'counsellor' ? 'counsellor' : 'student', user.id)
  const matching = mine
    .filter((session) => {
      const ended = Date.parse(session.end) <= now
      if (scope === 'upcoming' && ended) return false
      if (scope === 'past' && !ended) return false
      if (status && session.status !== status) return false
      const start = Date.parse(session.start)
      return start >= from && start < to
    })
    .sort((a, b) =>
      scope === 'past' ? b.start.localeCompare(a.start) : a.start.localeCompare(b.start),
    )
  const shown = matching.slice((page - 1) * pageSize, page * pageSize)
  const people = new Set(shown.flatMap((session) => [session.counsellorId, session.studentId]))
  const pictureOf = await picturesOf(
    context.request,
    [...people].map(findUser).filter((person): person is UserRecord => Boolean(person)),
  )
  return ok<SessionPageEnvelope>({
    success: {
      sessions: shown.map((session) => toSessionView(session, user, pictureOf, now)),
      page,
      pageSize,
      total: matching.length,
      hasMore: page * pageSize < matching.length,
    },
  })
}

export function getSession(
  context: ContextOf<{ params: typeof zGetSessionPath }>,
): Promise<Response> {
  const { user, session } = sessionOfCall(context)
  return sessionAnswer(context, session, user)
}
