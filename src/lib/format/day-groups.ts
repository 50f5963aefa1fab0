import { formatLocalDate } from './dates'

/** Items that happened on one of the viewer's days, named in the one date form. */
export interface DayGroup<T> {
  day: string
  items: T[]
}

/**
 * Items in their order, grouped by the viewer's own day of `at` (the one date form, e.g.
 * "28 NOV 2026"). Items already come newest (or oldest) first, so a day's items are together:
 * a day that comes back later in the order starts a group of its own rather than reordering.
 */
export function groupByDay<T>(
  items: readonly T[],
  at: (item: T) => string | number | Date,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = []
  for (const item of items) {
    const day = formatLocalDate(at(item))
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, items: [item] })
  }
  return groups
}
