import type { SeedData } from './seed-data'

/**
 * A scenario computed once (at build time, in Node, with faker) and replayed in the browser
 * without faker. Seeded dates are relative to the clock ("2 hours ago", "born 21 years ago",
 * "started in March 4 years ago"), so the template records, for every date in the data, how it
 * follows the clock, and `instantiateTemplate` moves each one to the visitor's `now`:
 * - `ms`: by the exact time elapsed since the template's clock (most dates);
 * - `day`: by whole UTC days (midnight dates: birth dates, "today");
 * - `month`: by whole calendar months (month-start dates: education and work periods).
 * The classification comes from building the scenario at three clocks and comparing
 * (`makeTemplate`), so a new date field needs no registration here; mocks/seed/template.test.ts
 * proves the replay equals a fresh build at other clocks.
 */
export type DateShift = 'ms' | 'day' | 'month'
/** `iso`: an ISO-8601 string; `epoch`: epoch milliseconds. */
export type DateKind = `${'iso' | 'epoch'}-${DateShift}`
export type LeafPath = Array<string | number>

export interface SeedTemplate {
  /** The clock the data was built at (epoch ms). */
  clock: number
  data: SeedData
  /** Every clock-relative leaf of `data`. */
  dates: Array<[LeafPath, DateKind]>
}

const DAY = 24 * 60 * 60 * 1000
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/

function dayIndex(ms: number): number {
  return Math.floor(ms / DAY)
}

function monthIndex(ms: number): number {
  const date = new Date(ms)
  return date.getUTCFullYear() * 12 + date.getUTCMonth()
}

function addMonths(ms: number, months: number): number {
  const d = new Date(ms)
  return Date.UTC(
    d.getUTCFullYear(),
    d.getUTCMonth() + months,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  )
}

/** Moves one date (epoch ms) built at `from` to where a build at `to` puts it. */
function shiftMs(value: number, shift: DateShift, from: number, to: number): number {
  if (shift === 'ms') return value + (to - from)
  if (shift === 'day') return value + (dayIndex(to) - dayIndex(from)) * DAY
  return addMonths(value, monthIndex(to) - monthIndex(from))
}

function classify(values: unknown[], clocks: number[]): DateKind | undefined {
  const [first] = values
  const iso = typeof first === 'string' && values.every((v) => typeof v === 'string' && ISO.test(v))
  const epoch = values.every((v) => typeof v === 'number' && Number.isInteger(v))
  if (!iso && !epoch) return undefined
  const ms = values.map((v) => (iso ? Date.parse(v as string) : (v as number)))
  const base = ms[0]!
  const from = clocks[0]!
  for (const shift of ['ms', 'day', 'month'] as const) {
    if (ms.every((value, i) => value === shiftMs(base, shift, from, clocks[i]!)))
      return `${iso ? 'iso' : 'epoch'}-${shift}`
  }
  return undefined
}

/**
 * Builds a template from the same scenario built at several clocks (`builds[i]` at `clocks[i]`;
 * the first is kept). Throws, naming the field, when the data's shape or a value depends on the
 * clock in a way a shift cannot replay: that scenario must then be generated at run time.
 */
export function makeTemplate(builds: SeedData[], clocks: number[]): SeedTemplate {
  if (builds.length < 3 || builds.length !== clocks.length)
    throw new Error('makeTemplate needs the scenario built at three or more clocks')
  const dates: SeedTemplate['dates'] = []
  const walk = (values: unknown[], path: LeafPath): void => {
    const [first] = values
    const same = values.every((v) => v === first)
    if (same && (first === null || typeof first !== 'object')) return
    if (first !== null && typeof first === 'object') {
      const shapes = values.map((v) =>
        v !== null && typeof v === 'object' ? JSON.stringify(Object.keys(v)) : typeof v,
      )
      if (shapes.some((shape) => shape !== shapes[0]))
        throw new Error(`The seed's shape at ${path.join('.')} depends on the clock`)
      for (const key of Object.keys(first)) {
        const step = Array.isArray(first) ? Number(key) : key
        walk(
          values.map((v) => (v as Record<string, unknown>)[key]),
          [...path, step],
        )
      }
      return
    }
    const kind = classify(values, clocks)
    if (!kind)
      throw new Error(
        `The seed value at ${path.join('.')} depends on the clock in a way a shift cannot replay: ${values.map(String).join(' / ')}`,
      )
    dates.push([path, kind])
  }
  walk(builds, [])
  return { clock: clocks[0]!, data: builds[0]!, dates }
}

/** The template's data as a build at `now` would give it. The template is not changed. */
export function instantiateTemplate(template: SeedTemplate, now: Date): SeedData {
  const data = structuredClone(template.data)
  const to = now.getTime()
  for (const [path, kind] of template.dates) {
    let parent = data as unknown as Record<string | number, unknown>
    for (const step of path.slice(0, -1)) parent = parent[step] as typeof parent
    const key = path[path.length - 1]!
    const [type, shift] = kind.split('-') as ['iso' | 'epoch', DateShift]
    const value = parent[key]
    const ms = type === 'iso' ? Date.parse(value as string) : (value as number)
    const moved = shiftMs(ms, shift, template.clock, to)
    parent[key] = type === 'iso' ? new Date(moved).toISOString() : moved
  }
  return data
}
