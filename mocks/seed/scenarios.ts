import { reconcileActivity } from './activity'
import { buildDemo } from './demo'
import { SeedContext } from './faker'
import { addLargeData } from './large'
import { addNotifications } from './notifications'
import type { SeedData } from './seed-data'
import { emptyFromDemo } from './write'

export { writeSeedData } from './write'

export type ScenarioName = 'demo' | 'empty' | 'large'

export const scenarioNames: readonly ScenarioName[] = ['demo', 'empty', 'large']

/**
 * The records of a scenario, built in memory. Re-seeds the faker, so the same name gives the same
 * records and ids every time; dates are relative to `now`.
 */
export function buildScenario(name: ScenarioName, now: Date = new Date()): SeedData {
  const ctx = new SeedContext(now)
  const world = buildDemo(ctx)
  if (name === 'large') addLargeData(ctx, world)
  reconcileActivity(world.data, ctx.nowMs)
  // Issue 35: after everything it tells of.
  const people = { catalyst: world.counsellors.demo, student: world.student }
  addNotifications(world.data, people, ctx.nowMs, name === 'large')
  if (name === 'empty') return emptyFromDemo(world.data)
  return world.data
}
