import { clearDb } from '../db'
import { buildScenario, type ScenarioName, writeSeedData } from './scenarios'

export { buildScenario, type ScenarioName, scenarioNames } from './scenarios'
export { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from './demo-accounts'

export interface SeedOptions {
  /** The clock relative dates are computed from ("2 hours ago"); defaults to the current time. */
  now?: Date
}

/** Clears the db and fills it with the scenario. Deterministic: same records, same ids, every time. */
export async function seedScenario(name: ScenarioName, options: SeedOptions = {}): Promise<void> {
  const data = buildScenario(name, options.now ?? new Date())
  clearDb()
  await writeSeedData(data)
}
