/**
 * The schedule planner's rules (spec part 1 section 9): a month calendar navigable from 10 years
 * back to 10 years forward, and the events of the dashboard's data placed on their days.
 */
export const PLANNER_YEARS = 10
export const NO_ACTIVITY_TODAY = 'No activity today'
/** A student's last interaction on the planner: a past event, named as the check-in table names it. */
export const LAST_INTERACTION = 'Last interaction'

/** The chosen day's empty state: the spec's words for today, the day named for any other. */
export function noActivityOn(day: string, today: string, formatted: string): string {
  return day === today ? NO_ACTIVITY_TODAY : `No activity on ${formatted}`
}

/** "3 events", "1 event": a day's count as a screen reader hears it. */
export function eventCount(count: number): string {
  return `${count} ${count === 1 ? 'event' : 'events'}`
}

export interface PlannerEvent {
  /** `YYYY-MM-DD` of the day (UTC, as the dates are stored; a session's day where the viewer is). */
  day: string
  /**
   * What happens that day. A student's last interaction is in the past and reads so ("Last
   * interaction", the check-in table's own column; issue 36: "Check-in" read as a meeting).
   */
  kind: 'Learning due' | 'Hub starts' | 'Hub ends' | typeof LAST_INTERACTION | 'Session'
  title: string
  /** A session's time in the viewer's zone, "10:00 – 10:45"; its start orders the day. */
  time?: string
  start?: string
}

/** `YYYY-MM-DD` of an instant in the viewer's own time zone (a session's day). */
export { localDayKey } from '@/lib/format/dates'

/**
 * The instants a month of the grid covers in the viewer's time zone, for the sessions read
 * (issue 29): from the 1st at midnight to the 1st of the next month.
 */
export function monthInstants(month: Month): { from: string; to: string } {
  return {
    from: new Date(month.year, month.month, 1).toISOString(),
    to: new Date(month.year, month.month + 1, 1).toISOString(),
  }
}

export interface Month {
  year: number
  /** 0 to 11. */
  month: number
}

export function dayKey(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return date.toISOString().slice(0, 10)
}

/** The months the planner may show: from January 10 years back to December 10 years forward. */
export function plannerRange(today: Date): { first: Month; last: Month } {
  return {
    first: { year: today.getUTCFullYear() - PLANNER_YEARS, month: 0 },
    last: { year: today.getUTCFullYear() + PLANNER_YEARS, month: 11 },
  }
}

const index = (month: Month) => month.year * 12 + month.month

export function shiftMonth(month: Month, by: number, today: Date): Month {
  const { first, last } = plannerRange(today)
  const target = Math.min(index(last), Math.max(index(first), index(month) + by))
  return { year: Math.floor(target / 12), month: target % 12 }
}

export function canShift(month: Month, by: number, today: Date): boolean {
  const { first, last } = plannerRange(today)
  const target = index(month) + by
  return target >= index(first) && target <= index(last)
}

/**
 * The days of a month's grid, weeks starting on Monday: `null` pads the first and last weeks.
 * Each day is its `YYYY-MM-DD` key.
 */
export function monthGrid(month: Month): Array<string | null> {
  const first = new Date(Date.UTC(month.year, month.month, 1))
  const days = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate()
  const lead = (first.getUTCDay() + 6) % 7
  const cells: Array<string | null> = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= days; day++)
    cells.push(new Date(Date.UTC(month.year, month.month, day)).toISOString().slice(0, 10))
  while (cells.length % 7) cells.push(null)
  return cells
}

/** Events by day; a day's sessions first, soonest first (issue 29). */
export function eventsByDay(events: readonly PlannerEvent[]): Map<string, PlannerEvent[]> {
  const byDay = new Map<string, PlannerEvent[]>()
  for (const event of events) byDay.set(event.day, [...(byDay.get(event.day) ?? []), event])
  for (const dayEvents of byDay.values())
    dayEvents.sort((a, b) =>
      a.start && b.start ? a.start.localeCompare(b.start) : a.start ? -1 : b.start ? 1 : 0,
    )
  return byDay
}
