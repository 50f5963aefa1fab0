import { now as clockNow } from '@/lib/clock'
import type { AppliedHub, LearnHub } from '@/api/learning-hubs/queries'
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_NAMES,
  applicationStatusName,
} from '@/config/status-codes'

/** The hub area's texts, word for word from the spec (part 2 sections 4 and 8). */
export const HUB_MESSAGES = {
  loadFailed: 'Failed to load trainings. Please try again.',
  noEnrolled: 'You have not applied to any learning hub yet.',
  noEnrolledHint: 'Browse the Learning Hub and apply to one that fits you.',
  noNew: 'No new learning hubs right now.',
  noNewHint: 'New hubs appear here as they open. Your applications are under Enrolled Hubs.',
  badUrl: 'Moodle URL is empty or invalid.',
  notApplied: 'Learner is not applied or Moodle ID missing.',
  unknownStatus: 'Unknown Status',
  over: 'Learning Hub Over',
  start: 'Start My Experience',
  detailLoading: 'Loading Learning Hub Details...',
  detailFailed: 'Failed to load training details',
  missingParams: 'Both Learning Hub ID and Learner Hub Name is required.',
  notFound: 'The requested learning hub could not be found or may no longer be available.',
  publicLoadFailed: 'Failed to load training details. Please try again later.',
  closed: 'Applications for this learning hub are closed.',
} as const

/** A hub whose end date has passed takes no applications (the server refuses them too). */
export function hubHasEnded(hub: Pick<LearnHub, 'end_date'>, now: number = clockNow()): boolean {
  return hub.end_date !== null && hub.end_date !== undefined && hub.end_date < now
}

/** Modules shown on a hub card before See more (part 2 section 9). */
export const CARD_MODULES_SHOWN = 4

const DAY = 24 * 60 * 60 * 1000

/** What a card or the detail page shows for an application (part 2 section 4). */
export type HubStatusView =
  | { kind: 'applied'; label: string }
  | { kind: 'start'; label: string }
  | { kind: 'countdown'; label: string; days: number }
  | { kind: 'over'; label: string }
  /** Complete, Rewards Awarded: what the learner achieved. */
  | { kind: 'achieved'; label: string }
  | { kind: 'rejected'; label: string }
  | { kind: 'info'; label: string }

/** Epoch ms of an ISO date or a number; null when unreadable. */
function timeOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const time = typeof value === 'number' ? value : new Date(value).getTime()
  return Number.isFinite(time) ? time : null
}

/**
 * Accepted timing (part 2 section 4): the start is the later of the hub's start and the learner's
 * module start. Before it "Starts In: N Days" (whole days, rounded up: a start tomorrow morning is
 * 1 day away), between start and end Start My Experience, after the end "Learning Hub Over".
 */
export function statusView(application: AppliedHub, now: number = clockNow()): HubStatusView {
  const status = application.status
  if (status === APPLICATION_STATUS.applied)
    return { kind: 'applied', label: APPLICATION_STATUS_NAMES[status] }
  if (status === APPLICATION_STATUS.accepted) {
    const hub = application.learnHubDetails
    const starts = [timeOf(hub.start_date), timeOf(application.module_start_date)].filter(
      (time): time is number => time !== null,
    )
    const start = starts.length ? Math.max(...starts) : null
    const end = timeOf(hub.end_date)
    if (end !== null && now > end) return { kind: 'over', label: HUB_MESSAGES.over }
    if (start !== null && now < start) {
      const days = Math.max(1, Math.ceil((start - now) / DAY))
      return { kind: 'countdown', label: `Starts In: ${days} ${days === 1 ? 'Day' : 'Days'}`, days }
    }
    return { kind: 'start', label: HUB_MESSAGES.start }
  }
  if (status === APPLICATION_STATUS.rejected)
    return { kind: 'rejected', label: APPLICATION_STATUS_NAMES[status] }
  if (status === APPLICATION_STATUS.complete || status === APPLICATION_STATUS.rewardsAwarded)
    return { kind: 'achieved', label: APPLICATION_STATUS_NAMES[status] }
  return { kind: 'info', label: applicationStatusName(status) ?? HUB_MESSAGES.unknownStatus }
}

/** The progress bar shows on a card for every status but Applied and Rejected (part 2 §4). */
export function cardShowsProgress(status: number): boolean {
  return status !== APPLICATION_STATUS.applied && status !== APPLICATION_STATUS.rejected
}

/** "12 weeks"; nothing when the hub gives no duration. */
export function durationLabel(hub: Pick<LearnHub, 'duration' | 'duration_type'>): string | null {
  if (hub.duration === null || hub.duration === undefined || !Number.isFinite(hub.duration))
    return null
  const unit = (hub.duration_type ?? '').trim().toLowerCase() || 'weeks'
  const singular = unit.replace(/s$/, '')
  return `${hub.duration} ${hub.duration === 1 ? singular : singular + 's'}`
}

/** The launch address must be http(s), or this app's own origin (the mock course page). */
export function isLaunchUrl(value: string | null | undefined, origin: string): boolean {
  if (!value) return false
  try {
    const url = new URL(value, origin)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The detail page's progress bar: Accepted and Rewards Awarded only (part 2 section 4). */
export function detailShowsProgress(status: number | undefined): boolean {
  return status === APPLICATION_STATUS.accepted || status === APPLICATION_STATUS.rewardsAwarded
}

/**
 * The description split after its first 3 sentences (part 2 section 9): the rest behind a read
 * more. A sentence ends at ".", "!" or "?" followed by a space.
 */
export function splitDescription(text: string | null | undefined, sentences = 3): [string, string] {
  const value = (text ?? '').trim()
  const ends = [...value.matchAll(/[.!?](?=\s)/g)].map((match) => (match.index ?? 0) + 1)
  const cut = ends[sentences - 1]
  if (cut === undefined) return [value, '']
  return [value.slice(0, cut).trim(), value.slice(cut).trim()]
}

export type ModuleState = 'done' | 'current' | 'upcoming'

/**
 * Module indicators (part 2 section 4): with Rewards Awarded every module is done; otherwise the
 * ones before the current module are done, the current one is current, later ones upcoming.
 * Without an application (or a current module) all are upcoming.
 */
export function moduleStates(
  modules: ReadonlyArray<{ sk: string }>,
  application: Pick<AppliedHub, 'status' | 'curr_mdl'> | undefined,
): ModuleState[] {
  if (application?.status === APPLICATION_STATUS.rewardsAwarded) return modules.map(() => 'done')
  const current = application
    ? modules.findIndex((module) => module.sk === application.curr_mdl)
    : -1
  if (current === -1) return modules.map(() => 'upcoming')
  return modules.map((_, index) =>
    index < current ? 'done' : index === current ? 'current' : 'upcoming',
  )
}

/** Modules the public hub page lists before Show all (part 2 section 9). */
export const PUBLIC_MODULES_SHOWN = 5

/** Reference properties shown on the public page at most; the rest are left out. */
const REFERENCE_LIMIT = 30
/** A reference value longer than this is cut with an ellipsis. */
const REFERENCE_VALUE_LIMIT = 300

/** "courseLevel", "course_level" or "course-level" read as "Course level". */
function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : ''
}

function referenceValue(value: unknown): string | null {
  if (value === null || value === undefined) return null
  let text: string
  if (typeof value === 'boolean') text = value ? 'Yes' : 'No'
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : ''
  else if (typeof value === 'string') text = value.trim()
  else if (Array.isArray(value))
    text = value
      .map(referenceValue)
      .filter((item): item is string => Boolean(item))
      .join(', ')
  else text = JSON.stringify(value)
  if (!text) return null
  return text.length > REFERENCE_VALUE_LIMIT ? `${text.slice(0, REFERENCE_VALUE_LIMIT)}…` : text
}

/**
 * A hub's reference properties (free-form key/value pairs, part 2 section 3) as the public page's
 * label and value pairs: keys read as words, yes/no for booleans, lists joined, empty values and
 * anything past the first 30 left out. The values are the server's, so they are only ever text.
 */
export function referenceEntries(
  properties: Record<string, unknown> | null | undefined,
): Array<{ label: string; value: string }> {
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return []
  const entries: Array<{ label: string; value: string }> = []
  for (const [key, raw] of Object.entries(properties)) {
    const label = humanizeKey(key)
    const value = referenceValue(raw)
    if (!label || value === null) continue
    entries.push({ label, value })
    if (entries.length === REFERENCE_LIMIT) break
  }
  return entries
}
