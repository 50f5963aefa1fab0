import { db, type AchievementRecord, type ApplicationRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { APPLICATION_STATUS, findHub } from './hubs'
import { tellApplicationStatus, tellCertificateIssued } from '../notifications/events'
import { mockNowMs } from '../../services/clock'

/**
 * What moves an application through its statuses outside the API (spec part 2 sections 3 and 4:
 * "other transitions not shown"): the hub's staff accept or reject it (the Mock tools panel), the
 * hosted course reports finished modules (the mock Moodle page), and the badge is awarded when
 * the course is complete. Applied 1010 -> Accepted 1020 or Rejected 1030; Accepted -> Complete
 * 1100 when the last module is done; Complete -> Rewards Awarded 1120 with the hub's badge.
 */
export type LifecycleResult =
  { ok: true; application: ApplicationRecord } | { ok: false; reason: string }

function applicationById(id: string): ApplicationRecord | undefined {
  return db.applications.get(id)
}

async function save(id: string, changes: Partial<ApplicationRecord>): Promise<ApplicationRecord> {
  const updated = await db.applications.updateRecord(id, {
    data(record) {
      Object.assign(record, changes)
    },
  })
  if (!updated) throw new Error(`Application ${id} vanished`)
  return updated
}

/** Accept (from now, at the first module) or reject an application that is still Applied. */
export async function decideApplication(id: string, accept: boolean): Promise<LifecycleResult> {
  const application = applicationById(id)
  if (!application) return { ok: false, reason: 'No such application.' }
  if (application.status !== APPLICATION_STATUS.applied)
    return { ok: false, reason: 'Only an application still Applied can be accepted or rejected.' }
  const hub = findHub(application.learnHubId)
  const changes: Partial<ApplicationRecord> = accept
    ? {
        status: APPLICATION_STATUS.accepted,
        module_start_date: mockNowMs(),
        curr_mdl: hub?.modules?.[0]?.sk ?? null,
        prog_percent: 0,
      }
    : { status: APPLICATION_STATUS.rejected }
  const saved = await save(id, changes)
  await tellApplicationStatus(saved)
  return { ok: true, application: saved }
}

/**
 * The hosted course reports the current module done: the next one becomes current and the
 * progress is the share of modules done; after the last one the application is Complete (100 %).
 */
export async function completeCurrentModule(id: string): Promise<LifecycleResult> {
  const application = applicationById(id)
  if (!application) return { ok: false, reason: 'No such application.' }
  if (application.status !== APPLICATION_STATUS.accepted)
    return { ok: false, reason: 'Only an accepted learner works through the modules.' }
  const modules = findHub(application.learnHubId)?.modules ?? []
  const index = Math.max(
    0,
    modules.findIndex((module) => module.sk === application.curr_mdl),
  )
  const next = modules[index + 1]
  const changes: Partial<ApplicationRecord> = next
    ? { curr_mdl: next.sk, prog_percent: Math.round(((index + 1) / modules.length) * 100) }
    : { status: APPLICATION_STATUS.complete, prog_percent: 100 }
  const saved = await save(id, changes)
  if (!next) await tellApplicationStatus(saved)
  return { ok: true, application: saved }
}

/** A Complete application earns the hub's badge: Rewards Awarded, and an achievement. */
export async function awardRewards(
  id: string,
): Promise<LifecycleResult & { achievement?: AchievementRecord }> {
  const application = applicationById(id)
  if (!application) return { ok: false, reason: 'No such application.' }
  if (application.status !== APPLICATION_STATUS.complete)
    return { ok: false, reason: 'Rewards are awarded once the course is complete.' }
  const hub = findHub(application.learnHubId)
  const updated = await save(id, { status: APPLICATION_STATUS.rewardsAwarded })
  // With a badge, the certificate tells it; one notification per event.
  if (!hub?.badge) {
    await tellApplicationStatus(updated)
    return { ok: true, application: updated }
  }
  const achievement = await db.achievements.create({
    id: newId(),
    userId: application.userId,
    learnHubId: hub.id,
    badgeId: `${hub.code ?? 'HUB'}-${newId().replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    name: hub.badge.name,
    LearnHubName: hub.name,
    img_link: hub.badge.img_link ?? null,
    desc: hub.badge.desc ?? null,
    award_date: nowIso(),
  })
  await tellCertificateIssued(achievement)
  return { ok: true, application: updated, achievement }
}
