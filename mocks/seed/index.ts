import { clearDb } from '../db'
import { fileStore } from '../services/file-store'
import { buildScenario, type ScenarioName, writeSeedData } from './scenarios'

export { buildScenario, type ScenarioName, scenarioNames } from './scenarios'
export { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from './demo-accounts'

export interface SeedOptions {
  /** The clock relative dates are computed from ("2 hours ago"); defaults to the current time. */
  now?: Date
}

/** Clears the db (and the uploaded files) and fills it with the scenario. Deterministic: same records, same ids, every time. */
export async function seedScenario(name: ScenarioName, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date()
  const data = buildScenario(name, now)
  // Uploaded files go with the records that name them.
  await fileStore().clear()
  clearDb()
  await writeSeedData(data, now)
}
