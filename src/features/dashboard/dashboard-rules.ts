/**
 * The dashboard's rules (spec part 1 sections 3 and 9), as pure functions tested on their own.
 */

/** Empty states, word for word (spec part 1 section 8). */
export const NO_LEARNINGS = 'No learnings data available'
export const NO_CHECK_INS = 'No students check-in data available'
export const NO_LEARNER_HUB = 'No Learner Hub found'
export const NO_COURSES_APPLIED = 'No courses applied data available'
/**
 * Under those spec words (kept word for word, issue 36: they read as machine output), what the
 * card would show and how it fills; the card's button is the next step.
 */
export const EMPTY_HINTS = {
  coursesApplied: 'Learning Hubs you apply to show here, with their modules and dates.',
  learnings: 'Modules due in the Learning Hubs you are enrolled in show here, soonest first.',
  checkIns:
    'Your connected students show here, those you have not been in touch with longest first.',
} as const
/** The spec is silent on these; they say what happened. */
export const CARD_LOAD_FAILED = 'This card could not be loaded.'
export const NO_INTERACTIONS = 'No interactions yet'
export const NO_CONNECTED_STUDENTS = 'No connected students yet'

/**
 * The student-request count (spec part 1 section 9): exact up to 5, otherwise rounded down to a
 * multiple of 5 with a plus.
 */
export function requestCountLabel(count: number): string {
  if (count <= 5) return String(Math.max(0, count))
  return `${Math.floor(count / 5) * 5}+`
}

export type Tone = 'success' | 'warning' | 'danger'

/**
 * What the Interaction review summary's figure is (issue 36: it was an unlabelled percentage):
 * the student's pathway progress, the figure My Students shows, painted with the same scale
 * (progressTone in components/ui/progress-bar: the one map from a percentage to its tone).
 */
export const INTERACTION_PROGRESS_LABEL = 'Pathway progress'

/** Priority codes (spec part 1 section 3): high 0 red, medium 1 amber, low 2 green. */
export const PRIORITIES = {
  0: { label: 'High', tone: 'danger' },
  1: { label: 'Medium', tone: 'warning' },
  2: { label: 'Low', tone: 'success' },
} as const satisfies Record<number, { label: string; tone: Tone }>

export function priorityOf(code: number | null | undefined) {
  return code === 0 || code === 1 || code === 2 ? PRIORITIES[code] : null
}

/** A signed percentage change: "+12.5%", "-3%", "0%". */
export function changeLabel(percent: number | null | undefined): string | null {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return null
  const rounded = Math.round(percent * 10) / 10
  return `${rounded > 0 ? '+' : ''}${rounded}%`
}

export interface CountryCount {
  country: string
  count: number
}

/** Students per country, most first; students without a country are left out. */
export function studentsPerCountry(
  entries: ReadonlyArray<{ user_details: { country?: string | null } }>,
): CountryCount[] {
  const counts = new Map<string, number>()
  for (const entry of entries) {
    const country = entry.user_details.country?.trim()
    if (country) counts.set(country, (counts.get(country) ?? 0) + 1)
  }
  return [...counts]
    .map(([country, count]) => ({ country, count }))
    .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country))
}

/** The heatmap's colour steps (spec part 1 section 9: 11 thresholds). */
export const HEATMAP_STEPS = 11

/**
 * 11 ranges covering 1 to `max` students, each at least one student wide: the piecewise legend of
 * the countries heatmap. Fewer when `max` is below 11.
 */
export function heatmapRanges(max: number): Array<{ min: number; max: number }> {
  if (max < 1) return []
  const steps = Math.min(HEATMAP_STEPS, max)
  const width = max / steps
  const ranges: Array<{ min: number; max: number }> = []
  let from = 1
  for (let step = 1; step <= steps; step++) {
    const to = step === steps ? max : Math.max(from, Math.round(width * step))
    ranges.push({ min: from, max: to })
    from = to + 1
  }
  return ranges
}

/**
 * The Upcoming tab of Upcoming learning modules (issue 36: it listed modules that ended a month
 * ago): modules with no end, or whose last day (the contract's midnight-UTC day) is today or
 * later, by the app's clock. The year tab shows the whole year, past ones included.
 */
export function upcomingModules<T extends { learnHubEndDate?: string | null }>(
  rows: readonly T[],
  now: number,
): T[] {
  const DAY_MS = 24 * 60 * 60_000
  return rows.filter((row) => {
    if (!row.learnHubEndDate) return true
    const end = new Date(row.learnHubEndDate).getTime()
    return Number.isNaN(end) || end + DAY_MS > now
  })
}
