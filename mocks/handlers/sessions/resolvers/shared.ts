import type { SessionEnvelope } from '@/api/generated/types.gen'

import type { SessionRecord, UserRecord } from '../../../db'
import { findUser } from '../../../services/relations'
import { oneAtATime } from '../../../services/throttle'
import { HttpError, ok, requireUser } from '../../http'
import { picturesOf } from '../../uploads/links'
import { requireSessionOf, rulesOf, SESSION_MESSAGES, toSessionView } from '../sessions'
import {
  clashes,
  earliestStart,
  gridSlotAt,
  horizonEnd,
  MINUTE_MS,
  type Busy,
} from '../../scheduling/slots'
import { mockNowMs } from '../../../services/clock'

/**
 * What the booking and the changing of sessions share (resolvers/booking.ts, changes.ts): the
 * check of a slot taken, one step at a time per Catalyst, the answer.
 */

/** One step per Catalyst: a slot's check and its taking (booking or moving) never interleave. */
export const underCatalyst = <T>(counsellorId: string, work: () => Promise<T>) =>
  oneAtATime(`sessions:${counsellorId}`, work)

/** The answer of a session, as its caller sees it. */
export async function sessionAnswer(
  context: { request: Request },
  session: SessionRecord,
  viewer: UserRecord,
) {
  const people = [session.counsellorId, session.studentId].map(findUser)
  const pictureOf = await picturesOf(
    context.request,
    people.filter((person): person is UserRecord => Boolean(person)),
  )
  return ok<SessionEnvelope>({ success: toSessionView(session, viewer, pictureOf) })
}

/**
 * The start of a slot the session may take: 400 when it is not a slot of the Catalyst's grid
 * (or too soon, or beyond the horizon), 409 when another session holds it.
 */
export function checkSlot(catalyst: UserRecord, start: number, busy: readonly Busy[]) {
  const rules = rulesOf(catalyst)
  const now = mockNowMs()
  if (start < earliestStart(now)) throw new HttpError(400, SESSION_MESSAGES.notice)
  if (start > horizonEnd(rules, now))
    throw new HttpError(400, SESSION_MESSAGES.horizon(rules.horizonDays))
  const slot = gridSlotAt(rules, start)
  if (!slot) throw new HttpError(400, SESSION_MESSAGES.notASlot)
  if (clashes(start, Date.parse(slot.end), busy, rules.bufferMinutes * MINUTE_MS))
    throw new HttpError(409, SESSION_MESSAGES.taken)
  return { slot, timeZone: rules.timeZone }
}

/** The caller and the session their path names: 404 for an unknown id, 403 for another pair's. */
export function sessionOfCall(context: {
  user: UserRecord | null
  params: { sessionId: string }
}): { user: UserRecord; session: SessionRecord } {
  const user = requireUser(context)
  return { user, session: requireSessionOf(user, context.params.sessionId) }
}
