import { buildScenario } from './scenarios'
import { makeTemplate, type SeedTemplate } from './template'

const DAY = 24 * 60 * 60 * 1000

/**
 * The clocks the demo scenario is built at to make its template. Fixed, so the emitted asset is
 * the same on every build; the offsets are not whole days or months, so a date that follows the
 * clock exactly, by days or by months tells itself apart (mocks/seed/template.ts).
 */
export const TEMPLATE_CLOCKS = [
  Date.UTC(2026, 0, 15, 12, 0, 0, 0),
  Date.UTC(2026, 0, 15, 12, 0, 0, 0) + 40 * DAY + 5 * 3_600_000 + 7 * 60_000 + 11_123,
  Date.UTC(2026, 0, 15, 12, 0, 0, 0) - 400 * DAY - 17 * 3_600_000 - 3 * 60_000 - 7_456,
]

/**
 * The demo scenario as a template (build time, Node: this module runs faker). The browser replays
 * it with `instantiateTemplate` and never downloads faker for `demo` or `empty`.
 */
export function buildDemoTemplate(): SeedTemplate {
  const builds = TEMPLATE_CLOCKS.map((clock) => buildScenario('demo', new Date(clock)))
  return makeTemplate(builds, TEMPLATE_CLOCKS)
}
