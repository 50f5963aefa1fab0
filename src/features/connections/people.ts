import type { CatalystStats } from '@/api/generated/types.gen'

/** The spec's fallbacks for missing person data (part 1 section 8, part 2 section 3). */
export const UNKNOWN_NAME = 'Unknown Name'
export const UNKNOWN_COUNTRY = 'Unknown Country'
export const NOT_AVAILABLE = 'N/A'

export function displayName(given?: string | null, family?: string | null): string {
  const name = [given, family]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || UNKNOWN_NAME
}

export function displayCountry(country?: string | null): string {
  return country?.trim() || UNKNOWN_COUNTRY
}

export interface StatBadge {
  key: 'guidance_impact' | 'no_pathway_recommended' | 'avg_res_time'
  /** The figure with what it is, in words (issue 27: "0% impact" and "~70.7h reply" did not say). */
  label: string
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * The Catalyst's stats badges (spec part 1 section 9): guidance impact only when numeric;
 * pathways recommended and response time only when numeric and above 0.
 */
export function statBadges(stats: CatalystStats | null | undefined): StatBadge[] {
  const badges: StatBadge[] = []
  const impact = stats?.guidance_impact
  if (isNumber(impact))
    badges.push({
      key: 'guidance_impact',
      label: `Guidance impact ${Math.round(impact)}%`,
    })
  const pathways = stats?.no_pathway_recommended
  if (isNumber(pathways) && pathways > 0)
    badges.push({
      key: 'no_pathway_recommended',
      label: `${pathways} ${pathways === 1 ? 'pathway' : 'pathways'} recommended`,
    })
  const hours = stats?.avg_res_time
  if (isNumber(hours) && hours > 0)
    badges.push({ key: 'avg_res_time', label: `Replies in ${replyTime(hours)}` })
  return badges
}

/** Under this many hours a reply time reads in hours; from it on, in days (issue 36). */
export const REPLY_DAYS_FROM_HOURS = 48

/**
 * An average reply time as a person says it (issue 36: "about 70.7 hours" read as a machine's):
 * "under an hour" below 1 h, "about 5 hours" in whole hours below REPLY_DAYS_FROM_HOURS, "about
 * 3 days" in whole days from there.
 */
export function replyTime(hours: number): string {
  if (hours < 1) return 'under an hour'
  const plural = (count: number, unit: string) => `about ${count} ${unit}${count === 1 ? '' : 's'}`
  if (hours < REPLY_DAYS_FROM_HOURS) return plural(Math.round(hours), 'hour')
  return plural(Math.round(hours / 24), 'day')
}
