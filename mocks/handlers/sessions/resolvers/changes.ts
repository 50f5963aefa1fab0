import type { SlotListEnvelope } from '@/api/generated/types.gen'
import type {
  zCancelSessionBody,
  zCancelSessionPath,
  zGetRescheduleSlotsPath,
  zGetRescheduleSlotsQuery,
  zGetSessionCalendarPath,
  zRescheduleSessionBody,
  zRescheduleSessionPath,
} from '@/api/generated/zod.gen'

import { db } from '../../../db'
import { nowIso } from '../../../services/ids'
import { findUser } from '../../../services/relations'
import { HttpError, ok, type ContextOf } from '../../http'
import { calendarResponse } from '../../shared/calendar'
import {
  busyOf,
  calendarOf,
  changeRefusal,
  moveRefusal,
  SESSION_MESSAGES,
  slotListOf,
} from '../sessions'
import { mailSessionChange } from '../mail'
import { slotRange } from '../../scheduling/slot-range'
import { checkSlot, sessionAnswer, sessionOfCall, underCatalyst } from './shared'
import { mockNowMs } from '../../../services/clock'

/** Moving and cancelling a session, by either of its people, and its calendar file. */

export function getRescheduleSlots(
  context: ContextOf<{
    params: typeof zGetRescheduleSlotsPath
    query: typeof zGetRescheduleSlotsQuery
  }>,
): Response {
  const { user, session } = sessionOfCall(context)
  const catalyst = findUser(session.counsellorId)
  if (!catalyst) throw new HttpError(404, SESSION_MESSAGES.catalystNotFound)
  const range = slotRange(context.query, mockNowMs())
  // Booked sessions stay movable when a plan ends: only the session's own state decides.
  const refusal = moveRefusal(session, range.now)
  const list = slotListOf(
    catalyst,
    range,
    refusal?.message ?? null,
    busyOf(catalyst.id, session.id),
    user.id === catalyst.id ? 'counsellor' : 'student',
  )
  // The session's own time is no move (issue 36): it is not offered.
  const own = Date.parse(session.start)
  const slots = list.slots.filter((slot) => Date.parse(slot.start) !== own)
  return ok<SlotListEnvelope>({ success: { ...list, slots } })
}

export async function rescheduleSession(
  context: ContextOf<{
    params: typeof zRescheduleSessionPath
    body: typeof zRescheduleSessionBody
  }>,
): Promise<Response> {
  const { user, session: found } = sessionOfCall(context)
  const reason = context.body.reason.trim()
  const catalyst = findUser(found.counsellorId)
  if (!catalyst) throw new HttpError(404, SESSION_MESSAGES.catalystNotFound)
  const start = Date.parse(context.body.start)
  const moved = await underCatalyst(catalyst.id, async () => {
    const session = db.sessions.get(found.id) ?? found
    const refusal = moveRefusal(session, mockNowMs())
    if (refusal) throw new HttpError(refusal.status, refusal.message)
    if (start === Date.parse(session.start)) throw new HttpError(409, SESSION_MESSAGES.sameTime)
    const { slot, timeZone } = checkSlot(catalyst, start, busyOf(catalyst.id, session.id))
    return db.sessions.updateRecord(session.id, {
      data(draft) {
        draft.lastChange = {
          kind: 'rescheduled',
          by: user.role === 'counsellor' ? 'counsellor' : 'student',
          reason,
          at: nowIso(),
          previousStart: draft.start,
        }
        draft.start = slot.start
        draft.end = slot.end
        draft.timeZone = timeZone
        draft.rescheduleCount += 1
        draft.sequence += 1
      },
    })
  })
  if (!moved) throw new HttpError(404, SESSION_MESSAGES.notFound)
  await mailSessionChange(moved)
  return sessionAnswer(context, moved, user)
}

export async function cancelSession(
  context: ContextOf<{ params: typeof zCancelSessionPath; body: typeof zCancelSessionBody }>,
): Promise<Response> {
  const { user, session: found } = sessionOfCall(context)
  const reason = context.body.reason.trim()
  const cancelled = await underCatalyst(found.counsellorId, async () => {
    const session = db.sessions.get(found.id) ?? found
    const refusal = changeRefusal(session, mockNowMs())
    if (refusal) throw new HttpError(409, refusal)
    return db.sessions.updateRecord(session.id, {
      data(draft) {
        draft.status = 'cancelled'
        draft.sequence += 1
        draft.lastChange = {
          kind: 'cancelled',
          by: user.role === 'counsellor' ? 'counsellor' : 'student',
          reason,
          at: nowIso(),
          previousStart: null,
        }
      },
    })
  })
  if (!cancelled) throw new HttpError(404, SESSION_MESSAGES.notFound)
  await mailSessionChange(cancelled)
  return sessionAnswer(context, cancelled, user)
}

export function getSessionCalendar(
  context: ContextOf<{ params: typeof zGetSessionCalendarPath }>,
): Response {
  const { session } = sessionOfCall(context)
  return calendarResponse(calendarOf(session))
}
