import type { AvailabilityStateEnvelope } from '@/api/generated/types.gen'
import type { zUpdateMyAvailabilityBody } from '@/api/generated/zod.gen'

import { db } from '../../../db'
import { nowIso } from '../../../services/ids'
import { ok, requireUser, type ContextOf } from '../../http'
import { availabilityRecordOf, checkedAvailability, toAvailabilityState } from '../availability'

/** A Catalyst's availability for sessions (getMyAvailability, updateMyAvailability). */

export function getMyAvailability(context: ContextOf): Response {
  return ok<AvailabilityStateEnvelope>({ success: toAvailabilityState(requireUser(context)) })
}

export async function updateMyAvailability(
  context: ContextOf<{ body: typeof zUpdateMyAvailabilityBody }>,
): Promise<Response> {
  const catalyst = requireUser(context)
  const availability = checkedAvailability(context.body)
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
