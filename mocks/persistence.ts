import { restoreDb, snapshotDb, type DbSnapshot } from './db'
import type { ScenarioName } from './seed'
import { seedInBrowser } from './seed/browser-seed'

/**
 * Browser mock state survives reloads: the db is saved to localStorage (debounced after every
 * answer, and when the page hides) and restored at start. Resetting re-seeds the scenario.
 * Seeding replays the build-time template (no faker download) except for `large`.
 *
 * Tabs of one browser share it, as two windows share one server: a tab writes only when its db
 * changed since it last read or wrote the saved copy (so a tab that only reads, or polls, never
 * puts an older copy back over another tab's answer), and takes the copy another tab saves
 * (followOtherTabs). Two changes within the save delay in two tabs: the later save wins.
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

/** The db as this tab last read or wrote the saved copy (JSON of its snapshot). */
let syncedSnapshot: string | undefined

function markSynced(): void {
  syncedSnapshot = JSON.stringify(snapshotDb())
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
        markSynced()
        return { scenario, restored: true }
      }
    }
  } catch (error) {
    console.warn('[mock backend] saved data could not be restored; re-seeding', error)
  }
  await seedInBrowser(scenario, now)
  return { scenario, restored: false }
}

export function saveDb(
  scenario: ScenarioName = storedScenario(),
  { force = false }: { force?: boolean } = {},
): void {
  // The large scenario is far beyond localStorage's quota: it is re-seeded on each load.
  if (scenario === 'large') return
  const snapshot = JSON.stringify(snapshotDb())
  // Unchanged here: writing would only put this tab's copy back over a newer one of another tab.
  if (!force && snapshot === syncedSnapshot) return
  const head: Omit<Saved, 'snapshot'> = {
    version: VERSION,
    scenario,
    savedAt: new Date().toISOString(),
  }
  try {
    // The snapshot is already JSON: spliced in rather than serialised twice.
    localStorage.setItem(
      STORAGE_KEY,
      `${JSON.stringify(head).slice(0, -1)},"snapshot":${snapshot}}`,
    )
    syncedSnapshot = snapshot
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
  saveDb(scenario, { force: true })
}

/**
 * Takes the db another tab of this browser saves, so both tabs answer from the same data: a
 * Catalyst in one window sees the student's answer from another on the next read (the request
 * drawers refetch every few seconds). The restore only awaits promises that settle at once, so
 * no request is answered from a half-restored db.
 */
export function followOtherTabs(): () => void {
  const follow = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== STORAGE_KEY || !event.newValue) return
    let saved: Saved
    try {
      saved = JSON.parse(event.newValue) as Saved
    } catch {
      return
    }
    if (saved.version !== VERSION || saved.scenario !== storedScenario()) return
    void restoreDb(saved.snapshot).then(markSynced)
  }
  addEventListener('storage', follow)
  return () => removeEventListener('storage', follow)
}
