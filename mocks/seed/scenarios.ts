import { collectionNames, db } from '../db'
import { reconcileActivity } from './activity'
import { demoAccounts } from './demo-accounts'
import { buildDemo } from './demo'
import { SeedContext } from './faker'
import { addLargeData } from './large'
import { emptySeedData, type SeedData } from './seed-data'

export type ScenarioName = 'demo' | 'empty' | 'large'

export const scenarioNames: readonly ScenarioName[] = ['demo', 'empty', 'large']

const demoEmails = new Set<string>(Object.values(demoAccounts).map((account) => account.email))

/**
 * The records of a scenario, built in memory. Re-seeds the faker, so the same name gives the same
 * records and ids every time; dates are relative to `now`.
 */
export function buildScenario(name: ScenarioName, now: Date = new Date()): SeedData {
  const ctx = new SeedContext(now)
  const world = buildDemo(ctx)
  if (name === 'large') addLargeData(ctx, world)
  reconcileActivity(world.data, ctx.nowMs)
  if (name === 'empty') {
    // The demo accounts exactly as in `demo` (same ids), so sign-in works; nothing else.
    return {
      ...emptySeedData(),
      users: world.data.users.filter((user) => demoEmails.has(user.email)),
    }
  }
  return world.data
}

/** Writes every table's records through the collections, so each record is schema-checked. */
export async function writeSeedData(data: SeedData): Promise<void> {
  for (const name of collectionNames) {
    const collection = db[name] as unknown as { create: (value: unknown) => Promise<unknown> }
    for (const record of data[name]) await collection.create(record)
  }
}
