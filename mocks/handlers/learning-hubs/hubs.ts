import type { AppliedHub, AppliedHubRefProperties, LearnHub } from '@/api/generated/types.gen'
import { APPLICATION_STATUS } from '@/config/status-codes'

import { db, type ApplicationRecord, type LearnHubRecord } from '../../db'
import { HttpError } from '../http'
import { mockNowMs } from '../../services/clock'

/** Learning hubs and the caller's applications (spec part 2 sections 3, 4 and 8). */
export const HUB_NOT_FOUND =
  'The requested learning hub could not be found or may no longer be available.'
export const ALREADY_APPLIED = 'You have already applied to this Learning Hub.'

/** The contract's table (src/config/status-codes.ts), re-exported for this module's callers. */
export { APPLICATION_STATUS }

export function findHub(id: string): LearnHubRecord | undefined {
  return db.learnHubs.get(id)
}

export function requireHub(id: string): LearnHubRecord {
  const hub = findHub(id)
  if (!hub) throw new HttpError(404, HUB_NOT_FOUND)
  return hub
}

/** A hub whose end date has passed no longer takes applications. */
export function hasEnded(hub: LearnHubRecord, now = mockNowMs()): boolean {
  return hub.end_date != null && hub.end_date < now
}

export function applicationsOf(userId: string): ApplicationRecord[] {
  return db.applications.lookup('user', userId)
}

export function applicationOf(userId: string, learnHubId: string): ApplicationRecord | undefined {
  return db.applications
    .lookup('user', userId)
    .find((application) => application.learnHubId === learnHubId)
}

/** The contract's LearnHub: the stored record as it is (the table's schema is the contract's). */
export function toLearnHub(hub: LearnHubRecord): LearnHub {
  return { ...hub }
}

/** Soonest start first; hubs without dates last. */
export function byStartDate(a: LearnHubRecord, b: LearnHubRecord): number {
  return (a.start_date ?? Number.MAX_SAFE_INTEGER) - (b.start_date ?? Number.MAX_SAFE_INTEGER)
}

/** The AppliedHub view of an application (module_start_date is kept in epoch ms, shown as ISO). */
export function toAppliedHub(application: ApplicationRecord, hub: LearnHubRecord): AppliedHub {
  const ref: Required<AppliedHubRefProperties> = {
    status: application.status,
    prog_percent: application.prog_percent,
    curr_mdl: application.curr_mdl,
    module_start_date:
      application.module_start_date === null
        ? null
        : new Date(application.module_start_date).toISOString(),
  }
  return {
    ...ref,
    moodle_id: hub.moodle_id ?? null,
    learnHubDetails: toLearnHub(hub),
    ref_properties: { ...ref },
  }
}

/**
 * When an accepted learner may start (spec part 2 section 4): from the later of the hub's start
 * and the learner's module start, until the hub's end. Null bounds are open.
 */
export function experienceWindow(
  hub: LearnHubRecord,
  application: ApplicationRecord,
): { start: number | null; end: number | null } {
  const starts = [hub.start_date, application.module_start_date].filter(
    (value): value is number => value != null,
  )
  return { start: starts.length ? Math.max(...starts) : null, end: hub.end_date ?? null }
}

export function isWithin(
  window: { start: number | null; end: number | null },
  now = mockNowMs(),
): boolean {
  return (
    (window.start === null || window.start <= now) && (window.end === null || now <= window.end)
  )
}
