import { getResponse } from 'msw'

import { configureMocks, defaultMockConfig } from '../config'
import {
  clearDb,
  collectionNames,
  db,
  restoreDb,
  type CollectionName,
  type DbSnapshot,
} from '../db'
import { storedTokenTtlSeconds } from '../dev-panel/settings'
import { handlers } from '../handlers'
import { serverHandlers } from './edge'
import { seedInBrowser } from '../seed/browser-seed'
import type { ScenarioName } from '../seed/scenarios'
import { onClockChange } from '../services/clock'
import { newId } from '../services/ids'
import { createSocketHub } from '../socket/socket-hub'
import { allRecords, createBackend, type Backend } from './backend'
import type { ServerCall } from './client'
import type { Serving, TabLink } from './link'
import { NOT_JOURNALED, runOperation } from './operations'
import { FIRST_RUN_DELAY_MS, SCHEDULER_TICK_MS } from './scheduler-tick'
import {
  createMemoryStore,
  openIndexedDbStore,
  STORE_FORMAT,
  type JournalEntry,
  type MockStore,
  type StoredRecord,
} from './store'
import { fromWireRequest, toWireResponse } from './wire'

/** The channel and the lock of the browser's one mock server (per profile and origin). */
export const SERVER_CHANNEL = 'catalyst-mock-server'
export const SERVER_LOCK = 'catalyst-mock-server'
/** Where the serving tab tells every tab the mock clock's offset when it moves (issue 35). */
export const CLOCK_CHANNEL = 'catalyst-mock-clock'

/** Where the mock data lived before IndexedDB (a whole snapshot in localStorage). */
const LEGACY_DB_KEY = 'catalyst-mock-db'
const LEGACY_SCENARIO_KEY = 'catalyst-mock-scenario'

const note = (message: string) => console.info(`[mock backend] ${message}`)

function isScenario(value: unknown): value is ScenarioName {
  return value === 'demo' || value === 'empty' || value === 'large'
}

/** Puts the saved records back into the tables, each table in its saved order. */
async function restoreTables(records: readonly StoredRecord[]): Promise<void> {
  clearDb()
  const byTable = new Map<string, StoredRecord[]>()
  for (const entry of records) {
    let list = byTable.get(entry.table)
    if (!list) byTable.set(entry.table, (list = []))
    list.push(entry)
  }
  for (const [table, entries] of byTable) {
    if (!(collectionNames as readonly string[]).includes(table)) {
      note(
        `the saved table "${table}" is no longer used; its ${entries.length} records are left out`,
      )
      continue
    }
    await db[table as CollectionName].restore(entries)
  }
}

/** The localStorage snapshot of an earlier version, taken out of localStorage. */
function takeLegacySnapshot(): { scenario: ScenarioName; snapshot: DbSnapshot } | null {
  try {
    const raw = localStorage.getItem(LEGACY_DB_KEY)
    localStorage.removeItem(LEGACY_DB_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as { version?: number; scenario?: unknown; snapshot?: DbSnapshot }
    if (saved.version !== 1 || !isScenario(saved.scenario) || !saved.snapshot) return null
    return { scenario: saved.scenario, snapshot: saved.snapshot }
  } catch {
    return null
  }
}

function legacyScenario(): ScenarioName | undefined {
  const value = localStorage.getItem(LEGACY_SCENARIO_KEY)
  localStorage.removeItem(LEGACY_SCENARIO_KEY)
  return isScenario(value) ? value : undefined
}

/**
 * Fills the db from the store: what was saved, or (nothing saved, or saved in a form this
 * version cannot read) a fresh seed, saved at once. Always ends with a usable db; what happened
 * is said in the console.
 */
export async function loadDatabase(store: MockStore): Promise<{
  scenario: ScenarioName
  journal: JournalEntry[]
  restored: boolean
  loggedChanges: number
}> {
  const loaded = await store.load()
  const saved = loaded.state
  if (saved?.format === STORE_FORMAT) {
    try {
      await restoreTables(loaded.records)
      return {
        scenario: saved.scenario,
        journal: loaded.journal,
        restored: true,
        loggedChanges: loaded.changes,
      }
    } catch (error) {
      console.warn(
        `[mock backend] the saved data could not be read; seeding the ${saved.scenario} scenario afresh`,
        error,
      )
    }
  } else if (saved) {
    note(
      `the saved data was written by an older version of the mock backend (format ${saved.format}, now ${STORE_FORMAT}); seeding the ${saved.scenario} scenario afresh`,
    )
  }
  const scenario = saved?.scenario ?? legacyScenario() ?? 'demo'
  const legacy = saved ? null : takeLegacySnapshot()
  if (legacy) {
    try {
      await restoreDb(legacy.snapshot)
      await replaceStore(store, legacy.scenario)
      note('moved the saved mock data from localStorage to IndexedDB')
      return { scenario: legacy.scenario, journal: [], restored: true, loggedChanges: 0 }
    } catch (error) {
      console.warn('[mock backend] the data saved by an earlier version could not be read', error)
    }
  }
  await seedInBrowser(scenario)
  await replaceStore(store, scenario)
  return { scenario, journal: [], restored: false, loggedChanges: 0 }
}

async function replaceStore(store: MockStore, scenario: ScenarioName): Promise<void> {
  await store.replace(
    { format: STORE_FORMAT, scenario, seededAt: new Date().toISOString() },
    allRecords(),
  )
}

async function openStore(): Promise<MockStore> {
  try {
    return await openIndexedDbStore()
  } catch (error) {
    console.warn(
      '[mock backend] IndexedDB is not available here: the mock data lasts until this tab closes',
      error,
    )
    return createMemoryStore()
  }
}

const WITHOUT_EFFECT = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * This tab serves the browser from now on: it loads the database, then answers every tab's
 * calls (HTTP through the handlers' cores, mock operations, the live chat's connections).
 */
export async function serveFromThisTab(link: TabLink<ServerCall>): Promise<Serving> {
  // Server settings live where the server runs (the panel sends changes: configure).
  configureMocks({
    accessTokenTtlSeconds: storedTokenTtlSeconds(defaultMockConfig.accessTokenTtlSeconds),
  })
  const started = performance.now()
  const store = await openStore()
  const { scenario, journal, restored, loggedChanges } = await loadDatabase(store)
  const start = {
    loadMs: Math.round(performance.now() - started),
    restored,
    records: collectionNames.reduce((sum, name) => sum + db[name].count(), 0),
  }
  console.info(
    `[mock backend] this tab serves now: ${start.records} records ${restored ? 'restored' : 'seeded'} in ${start.loadMs} ms`,
  )
  const core = serverHandlers(handlers)
  const hub = createSocketHub()
  let serving: Serving | null = null
  const push = (to: string, topic: string, payload: unknown) =>
    backend.afterCall(() => serving?.push(to, topic, payload))
  const backend: Backend = createBackend<ServerCall>({
    store,
    start,
    scenario,
    journal,
    loggedChanges,
    async execute(call, context) {
      if (call.kind === 'http') {
        const response = await getResponse(core, fromWireRequest(call.request))
        return toWireResponse(
          response ??
            Response.json({ message: 'No mock handler for this request' }, { status: 501 }),
        )
      }
      return runOperation(call.name, call.args, {
        ...context,
        sockets: { hub, push },
        live: hub,
        seed: seedInBrowser,
      })
    },
    mutates: (call) =>
      call.kind === 'http'
        ? !WITHOUT_EFFECT.has(call.request.method)
        : !NOT_JOURNALED.has(call.name),
  })
  serving = link.serve(backend)
  const served = serving
  // The clock's moves reach every tab's app (mocks/browser.ts) once the move is saved.
  const clockChannel = new BroadcastChannel(CLOCK_CHANNEL)
  const stopClock = onClockChange((offsetMs) =>
    backend.afterCall(() => clockChannel.postMessage(offsetMs)),
  )
  // Scheduled jobs due in real time run while this tab serves: as a call of their own, one at a
  // time with the others and saved like them (what ran is recorded, so never twice).
  const runJobs = () =>
    void backend
      .handle({ kind: 'op', name: 'runScheduledJobs', args: [] }, 'scheduler', newId())
      .catch((error: unknown) => console.error('[mock backend] scheduled jobs failed', error))
  // The first run a moment after the start (what came due while no tab served), then each tick.
  const firstRun = setTimeout(runJobs, FIRST_RUN_DELAY_MS)
  const scheduler = setInterval(runJobs, SCHEDULER_TICK_MS)
  return {
    ...served,
    stop() {
      clearTimeout(firstRun)
      clearInterval(scheduler)
      stopClock()
      clockChannel.close()
      served.stop()
      hub.stop()
      backend.stop()
      store.close()
    },
  }
}
