import { restoreDb, snapshotDb, type DbSnapshot } from './db'
import type { ScenarioName } from './seed'
import { seedInBrowser } from './seed/browser-seed'

/**
 * Browser mock state survives reloads: the db is saved to localStorage (debounced after every
 * answer, and when the page hides) and restored at start. Resetting re-seeds the scenario.
 * Seeding replays the build-time template (no faker download) except for `large`.
 */
const STORAGE_KEY = 'catalyst-mock-db'
const SCENARIO_KEY = 'catalyst-mock-scenario'
const VERSION = 1

interface Saved {
  version: number
  scenario: ScenarioName
  savedAt: string
  snapshot: DbSnapshot
}

export function storedScenario(): ScenarioName {
  const value = localStorage.getItem(SCENARIO_KEY)
  return value === 'empty' || value === 'large' ? value : 'demo'
}

/** Restores the saved db, or seeds the chosen scenario when nothing (valid) is saved. */
export async function loadDb(
  now = new Date(),
): Promise<{ scenario: ScenarioName; restored: boolean }> {
  const scenario = storedScenario()
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (raw) {
      const saved = JSON.parse(raw) as Saved
      if (saved.version === VERSION && saved.scenario === scenario) {
        await restoreDb(saved.snapshot)
        return { scenario, restored: true }
      }
    }
  } catch (error) {
    console.warn('[mock backend] saved data could not be restored; re-seeding', error)
  }
  await seedInBrowser(scenario, now)
  return { scenario, restored: false }
}

export function saveDb(scenario: ScenarioName = storedScenario()): void {
  // The large scenario is far beyond localStorage's quota: it is re-seeded on each load.
  if (scenario === 'large') return
  const saved: Saved = {
    version: VERSION,
    scenario,
    savedAt: new Date().toISOString(),
    snapshot: snapshotDb(),
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved))
  } catch (error) {
    console.warn('[mock backend] could not save mock data', error)
  }
}

let timer: ReturnType<typeof setTimeout> | undefined
export function scheduleSave(): void {
  clearTimeout(timer)
  timer = setTimeout(() => saveDb(), 250)
}

/** Forgets saved data and seeds `scenario` afresh. */
export async function resetDb(scenario: ScenarioName = storedScenario()): Promise<void> {
  localStorage.removeItem(STORAGE_KEY)
  localStorage.setItem(SCENARIO_KEY, scenario)
  await seedInBrowser(scenario)
  saveDb(scenario)
}
