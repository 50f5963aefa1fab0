import type {
  AccountManagerEnvelope,
  ManagerCallEnvelope,
  ManagerCallPageEnvelope,
  ManagerSlotListEnvelope,
} from '@/api/generated/types.gen'
import type {
  zBookManagerCallBody,
  zCancelManagerCallBody,
  zCancelManagerCallPath,
  zGetAccountManagerSlotsQuery,
  zGetManagerCallCalendarPath,
  zListMyManagerCallsQuery,
} from '@/api/generated/zod.gen'
import { MANAGER_CALLS_PAGE_SIZE } from '@/config/account-manager'

import { db } from '../../../db'
import { newId, nowIso } from '../../../services/ids'
import { oneAtATime } from '../../../services/throttle'
import { HttpError, ok, requireUser, type ContextOf } from '../../http'
import { calendarResponse } from '../../shared/calendar'
import { slotRange } from '../../scheduling/slot-range'
import {
  callCalendarOf,
  CALL_MESSAGES,
  cancelRefusal,
  checkCallSlot,
  checkUpcomingLimit,
  mailCallChange,
  managerSlotList,
  requireCallOf,
  toManagerCall,
} from '../calls'
import { managerOf, toAccountManager } from '../managers'
import { mockNowMs } from '../../../services/clock'

/** The manager card, their free slots, and the Catalyst's calls with them. */

/** One step per manager: a slot's check and its taking never interleave, across Catalysts. */
const underManager = <T>(managerId: string, work: () => Promise<T>) =>
  oneAtATime(`manager-calls:${managerId}`, work)

export async function getMyAccountManager(context: ContextOf): Promise<Response> {
  const { manager, assignedAt } = await managerOf(requireUser(context))
  return ok<AccountManagerEnvelope>({ success: toAccountManager(manager, assignedAt) })
}

export async function getAccountManagerSlots(
  context: ContextOf<{ query: typeof zGetAccountManagerSlotsQuery }>,
): Promise<Response> {
  const catalyst = requireUser(context)
  const range = slotRange(context.query, mockNowMs())
  const { manager } = await managerOf(catalyst)
  return ok<ManagerSlotListEnvelope>({ success: managerSlotList(manager, catalyst.id, range) })
}

export function listMyManagerCalls(
  context: ContextOf<{ query: typeof zListMyManagerCallsQuery }>,
): Response {
  const catalyst = requireUser(context)
  const { scope = 'upcoming', page = 1, pageSize = MANAGER_CALLS_PAGE_SIZE } = context.query
  const now = mockNowMs()
  const upcoming = scope === 'upcoming'
  const calls = db.managerCalls
    .lookup('counsellor', catalyst.id)
    .filter((call) => Date.parse(call.end) > now === upcoming)
    .sort((a, b) => (upcoming ? 1 : -1) * a.start.localeCompare(b.start))
  const first = (page - 1) * pageSize
  return ok<ManagerCallPageEnvelope>({
    success: {
      calls: calls.slice(first, first + pageSize).map((call) => toManagerCall(call, now)),
      page,
      pageSize,
      total: calls.length,
      hasMore: first + pageSize < calls.length,
    },
  })
}

export async function bookManagerCall(
  context: ContextOf<{ body: typeof zBookManagerCallBody }>,
): Promise<Response> {
  const catalyst = requireUser(context)
  const topic = context.body.topic.trim()
  const start = Date.parse(context.body.start)
  const { manager } = await managerOf(catalyst)
  const call = await underManager(manager.id, async () => {
    const now = mockNowMs()
    checkUpcomingLimit(catalyst.id, now)
    const slot = checkCallSlot(manager, start, now)
    return db.managerCalls.create({
      id: newId(),
      counsellorId: catalyst.id,
      managerId: manager.id,
      start: slot.start,
      end: slot.end,
      timeZone: manager.availability.timeZone,
      topic,
      status: 'booked',
      bookedAt: nowIso(),
      sequence: 0,
      cancellation: null,
    })
  })
  await mailCallChange(call)
  return ok<ManagerCallEnvelope>({ success: toManagerCall(call) })
}

export async function cancelManagerCall(
  context: ContextOf<{
    params: typeof zCancelManagerCallPath
    body: typeof zCancelManagerCallBody
  }>,
): Promise<Response> {
  const catalyst = requireUser(context)
  const found = requireCallOf(catalyst, context.params.callId)
  const reason = context.body.reason.trim()
  const cancelled = await underManager(found.managerId, async () => {
    const call = db.managerCalls.get(found.id) ?? found
    const refusal = cancelRefusal(call, mockNowMs())
    if (refusal) throw new HttpError(409, refusal)
    return db.managerCalls.updateRecord(call.id, {
      data(draft) {
        draft.status = 'cancelled'
        draft.sequence += 1
        draft.cancellation = { reason, at: nowIso() }
      },
    })
  })
  if (!cancelled) throw new HttpError(404, CALL_MESSAGES.notFound)
  await mailCallChange(cancelled)
  return ok<ManagerCallEnvelope>({ success: toManagerCall(cancelled) })
}

export function getManagerCallCalendar(
  context: ContextOf<{ params: typeof zGetManagerCallCalendarPath }>,
): Response {
  const call = requireCallOf(requireUser(context), context.params.callId)
  return calendarResponse(callCalendarOf(call))
}
