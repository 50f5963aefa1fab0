import type {
  DashboardLearningData,
  LearnHubProgressDetail,
  NextLearningAssignment,
  Priority,
} from '@/api/generated/types.gen'

import { db, type ApplicationRecord, type LearnHubRecord } from '../../db'
import { DAY_MS, HOUR_MS } from '../shared/common'
import { dashboardStat } from './dashboard-data'
import { mockNowMs } from '../../services/clock'

/**
 * The catalyst's own learning on the dashboard (part 1 sections 2, 3, 7): progress in the hubs
 * they were accepted to and the modules coming up next. Application status codes (part 2
 * section 4): Accepted 1020, Complete 1100, Rewards Awarded 1120 show progress.
 */
const IN_PROGRESS = 1020
const WITH_PROGRESS: readonly number[] = [1020, 1100, 1120]
const NEXT_ASSIGNMENTS = 5

interface Enrolment {
  application: ApplicationRecord
  hub: LearnHubRecord
}

function enrolments(userId: string): Enrolment[] {
  return db.applications.lookup('user', userId).flatMap((application) => {
    const hub = db.learnHubs.get(application.learnHubId)
    return hub ? [{ application, hub }] : []
  })
}

/** The learner's start: the later of the hub's start and their own module start (part 2 section 4). */
function startOf({ application, hub }: Enrolment): number {
  return (
    Math.max(hub.start_date ?? 0, application.module_start_date ?? 0) ||
    Date.parse(application.appliedAt)
  )
}

function currentModuleIndex({ application, hub }: Enrolment): number {
  const modules = hub.modules ?? []
  const index = modules.findIndex((module) => module.sk === application.curr_mdl)
  if (index !== -1) return index
  return application.status === IN_PROGRESS ? 0 : modules.length - 1
}

function durationMs(duration: number | null | undefined, type: string | null | undefined): number {
  const unit = (type ?? 'week').toLowerCase()
  const size = unit.startsWith('hour')
    ? HOUR_MS
    : unit.startsWith('day')
      ? DAY_MS
      : unit.startsWith('month')
        ? 30 * DAY_MS
        : unit.startsWith('year')
          ? 365 * DAY_MS
          : 7 * DAY_MS
  return (duration ?? 1) * size
}

function toProgress(item: Enrolment): LearnHubProgressDetail {
  const module = item.hub.modules?.[currentModuleIndex(item)]
  return {
    learnHubName: item.hub.name,
    moduleName: module?.name ?? null,
    moduleImgLink: module?.img_link ?? item.hub.img_link ?? null,
    progPercent: item.application.prog_percent,
    learnHubStartDate:
      item.hub.start_date != null ? new Date(item.hub.start_date).toISOString() : null,
    learnHubEndDate: item.hub.end_date != null ? new Date(item.hub.end_date).toISOString() : null,
  }
}

/** Progress in every hub with progress; with a year, only hubs running during that year. */
export function learnHubProgress(userId: string, year?: number): LearnHubProgressDetail[] {
  return enrolments(userId)
    .filter((item) => WITH_PROGRESS.includes(item.application.status))
    .filter((item) => {
      if (year === undefined) return true
      const start = new Date(startOf(item)).getUTCFullYear()
      const end = item.hub.end_date != null ? new Date(item.hub.end_date).getUTCFullYear() : start
      return start <= year && year <= end
    })
    .map(toProgress)
}

function priorityOf(dueDate: number, now = mockNowMs()): Priority {
  const days = (dueDate - now) / DAY_MS
  if (days <= 7) return 0
  if (days <= 30) return 1
  return 2
}

/** The current and following modules of hubs in progress, due in order of their durations. */
function nextAssignments(userId: string): NextLearningAssignment[] {
  const upcoming = enrolments(userId)
    .filter((item) => item.application.status === IN_PROGRESS)
    .flatMap((item) => {
      const modules = item.hub.modules ?? []
      let due = startOf(item)
      return modules.flatMap((module, index) => {
        due += durationMs(module.duration, module.duration_type)
        if (index < currentModuleIndex(item)) return []
        return [
          {
            id: `${item.hub.id}:${module.sk}`,
            learnHubName: item.hub.name,
            moduleName: module.name,
            due,
          },
        ]
      })
    })
  return upcoming
    .sort((a, b) => a.due - b.due)
    .slice(0, NEXT_ASSIGNMENTS)
    .map(({ due, ...rest }) => ({
      ...rest,
      priority: priorityOf(due),
      dueDate: new Date(due).toISOString(),
    }))
}

export function dashboardLearningData(userId: string): DashboardLearningData {
  return {
    learnHubProgressDetails: learnHubProgress(userId),
    dashboardStat: dashboardStat(userId),
    nextLearningAssignments: nextAssignments(userId),
    learnHubData: enrolments(userId).map(({ hub }) => ({ id: hub.id, name: hub.name })),
  }
}
