import type { AccountManager, ManagerSummary } from '@/api/generated/types.gen'

import { db, type AccountManagerRecord, type UserRecord } from '../../db'
import { nowIso } from '../../services/ids'
import { oneAtATime } from '../../services/throttle'
import { ensureTeam } from './team'

/**
 * Who looks after a Catalyst on Elite Access (openapi.yaml "Account manager"): a member of the
 * partner team, assigned on the Catalyst's first call to an account-manager operation (the
 * manager with the fewest Catalysts, the first of the team on a tie) and kept, so the same
 * manager comes back after a lapse. The team is a handful of staff: reading it whole is cheap.
 */
export const managerName = (manager: AccountManagerRecord) =>
  `${manager.firstName} ${manager.lastName}`

export function managerById(id: string): AccountManagerRecord | undefined {
  return db.accountManagers.get(id)
}

/** The manager now looking after the Catalyst, if one was assigned. */
export function assignedManagerOf(
  counsellorId: string,
): { manager: AccountManagerRecord; assignedAt: string } | undefined {
  const assignment = db.managerAssignments.get(counsellorId)
  const manager = assignment ? managerById(assignment.managerId) : undefined
  return assignment && manager ? { manager, assignedAt: assignment.assignedAt } : undefined
}

/** The manager with the fewest Catalysts, the first of the team on a tie. */
function leastBusyManager(): AccountManagerRecord {
  const team = db.accountManagers.all()
  const load = (manager: AccountManagerRecord) =>
    db.managerAssignments.lookup('manager', manager.id).length
  const chosen = team.reduce<AccountManagerRecord | undefined>(
    (best, manager) => (best && load(best) <= load(manager) ? best : manager),
    undefined,
  )
  // ensureTeam ran first: none is a broken server.
  if (!chosen) throw new Error('No account manager on the partner team')
  return chosen
}

/**
 * The Catalyst's manager, assigned now if they have none (one step per Catalyst, so two calls at
 * once assign one manager).
 */
export function managerOf(
  catalyst: Pick<UserRecord, 'id'>,
): Promise<{ manager: AccountManagerRecord; assignedAt: string }> {
  return oneAtATime(`account-manager:${catalyst.id}`, async () => {
    const assigned = assignedManagerOf(catalyst.id)
    if (assigned) return assigned
    await ensureTeam()
    const manager = leastBusyManager()
    const assignment = await db.managerAssignments.create({
      counsellorId: catalyst.id,
      managerId: manager.id,
      assignedAt: nowIso(),
    })
    return { manager, assignedAt: assignment.assignedAt }
  })
}

export function toAccountManager(
  manager: AccountManagerRecord,
  assignedAt: string,
): AccountManager {
  return {
    id: manager.id,
    name: managerName(manager),
    title: manager.title,
    email: manager.email,
    photoUrl: manager.photoUrl,
    timeZone: manager.timeZone,
    bio: manager.bio,
    callMinutes: manager.availability.sessionMinutes,
    assignedAt,
  }
}

/** The manager a call or a request is with (one no longer on the team: a placeholder name). */
export function managerSummaryOf(managerId: string): ManagerSummary {
  const manager = managerById(managerId)
  return {
    id: managerId,
    name: manager ? managerName(manager) : 'Your account manager',
    title: manager?.title ?? 'Partner Success',
    photoUrl: manager?.photoUrl ?? null,
  }
}
