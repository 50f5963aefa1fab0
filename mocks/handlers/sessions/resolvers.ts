import * as z from 'zod/mini'

import type {
  AvailabilityStateEnvelope,
  SessionEnvelope,
  SessionPageEnvelope,
  SlotListEnvelope,
} from '@/api/generated/types.gen'
import { zCatalystAvailability } from '@/api/generated/zod.gen'
import {
  SESSION_SLOTS_DEFAULT_DAYS,
  SESSION_SLOTS_MAX_DAYS,
  SESSIONS_PAGE_SIZE,
  SESSIONS_PAGE_SIZE_MAX,
} from '@/config/constants'

import { db, type SessionRecord, type UserRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { oneAtATime } from '../../services/throttle'
import { connectionBetween, findUser } from '../../services/relations'
import { HttpError, ok, requireUser, validated, type HandlerContext } from '../http'
import { picturesOf } from '../uploads/links'
import {
  availabilityRecordOf,
  catalystNotBookable,
  checkedAvailability,
  SESSION_REFUSALS,
  toAvailabilityState,
} from './availability'
import { CALENDAR_CONTENT_TYPE } from './ics'
import { hasSessionPlan, sessionPlanLapsed } from './plan'
import {
  busyOf,
  calendarOf,
  changeRefusal,
  checkBookingLimits,
  mailSessionChange,
  moveRefusal,
  requireSessionOf,
  rulesOf,
  SESSION_MESSAGES,
  slotListOf,
  studentNotBookable,
  toSessionView,
} from './sessions'
import { clashes, DAY_MS, earliestStart, gridSlotAt, horizonEnd, MINUTE_MS } from './slots'

/**
 * The sessions operations' work (openapi.yaml "Sessions"), loaded on first use with its schemas
 * and the time-zone library, so the mock backend's first visit does not carry them
 * (handlers/sessions/index.ts declares the operations). Each resolver validates its inputs as
 * operation() does.
 */
type Context = HandlerContext<unknown, unknown, unknown>

/*
 * The inputs, as the contract's schemas say them. Written here rather than imported from the
 * generated module (which the first visit loads for the other operations), so they load with this
 * code; zCatalystAvailability is there already (the db's availability table is made of it).
 */
const instant = z.optional(z.iso.datetime())
const slotsQuery = z.object({ from: instant, to: instant })
const catalystPath = z.object({ catalystId: z.uuid() })
const sessionPath = z.object({ sessionId: z.uuid() })
const listQuery = z.object({
  scope: z.optional(z.enum(['upcoming', 'past', 'all'])),
  status: z.optional(z.enum(['booked', 'cancelled'])),
  from: instant,
  to: instant,
  page: z.optional(z.int().check(z.gte(1), z.lte(10000))),
  pageSize: z.optional(z.int().check(z.gte(1), z.lte(SESSIONS_PAGE_SIZE_MAX))),
})
const text = z.optional(z.string().check(z.maxLength(500)))
/** The bodies, with the free-text fields and the link checked here to answer the contract's words. */
const availabilityBody = z.extend(zCatalystAvailability, { meetingLink: z.nullable(z.string()) })
const bookBody = z.object({ catalystId: z.uuid(), start: z.iso.datetime(), topic: text })
const rescheduleBody = z.object({ start: z.iso.datetime(), reason: text })
const cancelBody = z.object({ reason: text })

/** One step per Catalyst: a slot's check and its taking (booking or moving) never interleave. */
const underCatalyst = <T>(counsellorId: string, work: () => Promise<T>) =>
  oneAtATime(`sessions:${counsellorId}`, work)

function requiredText(value: string | undefined, message: string): string {
  const trimmed = value?.trim()
  if (!trimmed) throw new HttpError(400, message)
  return trimmed
}

/** The slot range asked for: from now and 14 days on by default, at most 31 days. */
function slotRange(query: { from?: string; to?: string }, now: number) {
  const from = query.from ? Date.parse(query.from) : now
  const to = query.to ? Date.parse(query.to) : from + SESSION_SLOTS_DEFAULT_DAYS * DAY_MS
  if (to <= from) throw new HttpError(400, SESSION_MESSAGES.rangeOrder)
  if (to - from > SESSION_SLOTS_MAX_DAYS * DAY_MS)
    throw new HttpError(400, SESSION_MESSAGES.rangeTooLong)
  return { from, to, now }
}

/** The answer of a session, as its caller sees it. */
async function sessionAnswer(context: Context, session: SessionRecord, viewer: UserRecord) {
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
function checkSlot(catalyst: UserRecord, start: number, busy: ReturnType<typeof busyOf>) {
  const rules = rulesOf(catalyst)
  const now = Date.now()
  if (start < earliestStart(now)) throw new HttpError(400, SESSION_MESSAGES.notice)
  if (start > horizonEnd(rules, now))
    throw new HttpError(400, SESSION_MESSAGES.horizon(rules.horizonDays))
  const slot = gridSlotAt(rules, start)
  if (!slot) throw new HttpError(400, SESSION_MESSAGES.notASlot)
  if (clashes(start, Date.parse(slot.end), busy, rules.bufferMinutes * MINUTE_MS))
    throw new HttpError(409, SESSION_MESSAGES.taken)
  return { slot, timeZone: rules.timeZone }
}

export function getMyAvailability(context: Context): Response {
  return ok<AvailabilityStateEnvelope>({ success: toAvailabilityState(requireUser(context)) })
}

export async function updateMyAvailability(context: Context): Promise<Response> {
  const catalyst = requireUser(context)
  const input = validated(availabilityBody, context.rawBody, 'body')
  if (!hasSessionPlan(catalyst.id))
    throw new HttpError(
      403,
      sessionPlanLapsed(catalyst.id) ? SESSION_REFUSALS.lapsed : SESSION_REFUSALS.noPlan,
    )
  const availability = checkedAvailability(input)
  const record = { ...availability, counsellorId: catalyst.id, updatedAt: nowIso() }
  if (availabilityRecordOf(catalyst.id))
    await db.availability.updateRecord(catalyst.id, {
      data(draft) {
        Object.assign(draft, record)
      },
    })
  else await db.availability.create(record)
  return ok<AvailabilityStateEnvelope>({ success: toAvailabilityState(catalyst) })
}

/** The student's connected Catalyst named by `catalystId`: 404 for nobody, 403 for anyone else. */
function requireMyCatalyst(student: UserRecord, catalystId: string): UserRecord {
  const catalyst = findUser(catalystId)
  if (!catalyst) throw new HttpError(404, SESSION_MESSAGES.catalystNotFound)
  if (catalyst.role !== 'counsellor' || !connectionBetween(catalyst.id, student.id))
    throw new HttpError(403, SESSION_MESSAGES.notConnected)
  return catalyst
}

export function getCatalystSlots(context: Context): Response {
  const student = requireUser(context)
  const { catalystId } = validated(catalystPath, context.params, 'path')
  const query = validated(slotsQuery, context.query, 'query')
  const catalyst = requireMyCatalyst(student, catalystId)
  const range = slotRange(query, Date.now())
  return ok<SlotListEnvelope>({
    success: slotListOf(catalyst, range, studentNotBookable(catalyst), busyOf(catalyst.id)),
  })
}

export async function bookSession(context: Context): Promise<Response> {
  const student = requireUser(context)
  const body = validated(bookBody, context.rawBody, 'body')
  const catalyst = requireMyCatalyst(student, body.catalystId)
  const topic = requiredText(body.topic, SESSION_MESSAGES.topic)
  if (!hasSessionPlan(catalyst.id)) throw new HttpError(403, catalystNotBookable(catalyst))
  const start = Date.parse(body.start)
  const session = await underCatalyst(catalyst.id, async () => {
    const { slot, timeZone } = checkSlot(catalyst, start, [])
    checkBookingLimits(student.id, Date.now())
    checkSlot(catalyst, start, busyOf(catalyst.id))
    return db.sessions.create({
      id: newId(),
      counsellorId: catalyst.id,
      studentId: student.id,
      start: slot.start,
      end: slot.end,
      timeZone,
      topic,
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

export async function listMySessions(context: Context): Promise<Response> {
  const user = requireUser(context)
  const query = validated(listQuery, context.query, 'query')
  const { scope = 'upcoming', status, page = 1, pageSize = SESSIONS_PAGE_SIZE } = query
  const now = Date.now()
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

function sessionOfCall(context: Context): { user: UserRecord; session: SessionRecord } {
  const user = requireUser(context)
  const { sessionId } = validated(sessionPath, context.params, 'path')
  return { user, session: requireSessionOf(user, sessionId) }
}

export function getSession(context: Context): Promise<Response> {
  const { user, session } = sessionOfCall(context)
  return sessionAnswer(context, session, user)
}

export function getRescheduleSlots(context: Context): Response {
  const user = requireUser(context)
  const { sessionId } = validated(sessionPath, context.params, 'path')
  const query = validated(slotsQuery, context.query, 'query')
  const session = requireSessionOf(user, sessionId)
  const catalyst = findUser(session.counsellorId)
  if (!catalyst) throw new HttpError(404, SESSION_MESSAGES.catalystNotFound)
  const range = slotRange(query, Date.now())
  // Booked sessions stay movable when a plan ends: only the session's own state decides.
  const refusal = moveRefusal(session, range.now)
  return ok<SlotListEnvelope>({
    success: slotListOf(
      catalyst,
      range,
      refusal?.message ?? null,
      busyOf(catalyst.id, session.id),
      user.id === catalyst.id ? 'counsellor' : 'student',
    ),
  })
}

export async function rescheduleSession(context: Context): Promise<Response> {
  const { user, session: found } = sessionOfCall(context)
  const body = validated(rescheduleBody, context.rawBody, 'body')
  const reason = requiredText(body.reason, SESSION_MESSAGES.reason)
  const catalyst = findUser(found.counsellorId)
  if (!catalyst) throw new HttpError(404, SESSION_MESSAGES.catalystNotFound)
  const start = Date.parse(body.start)
  const moved = await underCatalyst(catalyst.id, async () => {
    const session = db.sessions.get(found.id) ?? found
    const refusal = moveRefusal(session, Date.now())
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

export async function cancelSession(context: Context): Promise<Response> {
  const { user, session: found } = sessionOfCall(context)
  const body = validated(cancelBody, context.rawBody, 'body')
  const reason = requiredText(body.reason, SESSION_MESSAGES.reason)
  const cancelled = await underCatalyst(found.counsellorId, async () => {
    const session = db.sessions.get(found.id) ?? found
    const refusal = changeRefusal(session, Date.now())
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

export function getSessionCalendar(context: Context): Response {
  const { session } = sessionOfCall(context)
  const calendar = calendarOf(session)
  return new Response(calendar.text, {
    status: 200,
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${calendar.name}"`,
      'Cache-Control': 'no-store',
    },
  })
}
