import { setupWorker } from 'msw/browser'

import { setLiveSocketTransports } from '@/lib/socket/socket-config'

import { configureMocks, defaultMockConfig } from './config'
import {
  TOKEN_TTL_PARAM,
  applyTokenTtl,
  setLatencyMs,
  storedLatencyMs,
  storedTokenTtlSeconds,
} from './dev-panel/settings'
import { db, type CollectionName } from './db'
import {
  addFault,
  clearFaults,
  listFaults,
  loadFaultContract,
  parseFaultParam,
  persistFaults,
  specOf,
  type FaultSpec,
} from './faults'
import { handlers } from './handlers'
import { mockPagePath, renderMockPage } from './pages'
import { followOtherTabs, loadDb, resetDb, saveDb, scheduleSave } from './persistence'
import type { ScenarioName } from './seed'
import { createIndexedDbFileStore, setFileStore } from './services/file-store'

/**
 * Starts the in-browser mock backend before the app renders (src/main.tsx, mock mode only):
 * restores or seeds the db, applies the latency, and starts the service worker. Then either
 * renders a mock third-party page (under /mock-services/, e.g. the identity provider) into #root
 * in place of the app, reporting `renderedPage: true`, or leaves #root to the app.
 * The developer panel is mounted in its own element either way, once its code has loaded.
 * `?mock-reset` (optionally `=empty|large|demo`) in the URL re-seeds before start.
 * `?mock-token-ttl=<seconds>` (or `=default`) sets the access-token lifetime, remembered.
 * `?mock-fault=<operationId|*>:<status|network|delay=ms>[:times][,...]` injects faults.
 */
export async function startMockBackend(): Promise<{ renderedPage: boolean }> {
  const envLatency = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 300) || 0
  // The developer panel's latency, once set, wins over the env default across reloads.
  configureMocks({
    latencyMs: storedLatencyMs(envLatency),
    accessTokenTtlSeconds: storedTokenTtlSeconds(defaultMockConfig.accessTokenTtlSeconds),
  })

  // Uploaded files outlive a reload in IndexedDB (the db's localStorage copy is too small for
  // them); a reset or re-seed below empties it with the db.
  setFileStore(createIndexedDbFileStore())

  const url = new URL(location.href)
  if (url.searchParams.has(TOKEN_TTL_PARAM)) {
    const setting = applyTokenTtl(url.searchParams.get(TOKEN_TTL_PARAM) ?? '')
    if (setting.kind === 'invalid')
      console.warn(`[mock backend] ?${TOKEN_TTL_PARAM}: ${setting.message}`)
    url.searchParams.delete(TOKEN_TTL_PARAM)
    history.replaceState(history.state, '', url)
  }
  if (url.searchParams.has('mock-reset')) {
    const wanted = url.searchParams.get('mock-reset')
    const scenario: ScenarioName = wanted === 'empty' || wanted === 'large' ? wanted : 'demo'
    await resetDb(scenario)
    url.searchParams.delete('mock-reset')
    history.replaceState(history.state, '', url)
  } else {
    await loadDb()
  }
  // Another tab's answers reach this one (two windows, one backend).
  followOtherTabs()
  // Faults last for the tab's life (sessionStorage): a reload keeps them until they are cleared.
  await persistFaults(sessionStorage)
  if (url.searchParams.has('mock-fault')) {
    await loadFaultContract()
    const { specs, problems } = parseFaultParam(url.searchParams.get('mock-fault') ?? '')
    specs.forEach((spec) => addFault(spec))
    problems.forEach((problem) => console.warn(`[mock backend] ${problem}`))
    url.searchParams.delete('mock-fault')
    history.replaceState(history.state, '', url)
  }

  const worker = setupWorker(...handlers)
  worker.events.on('response:mocked', scheduleSave)
  addEventListener('pagehide', () => saveDb())
  await worker.start({
    quiet: true,
    // Assets, fonts and the dev server pass through; an API call without a handler is a bug.
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame as { data?: { request?: Request } }).data?.request
      if (request && new URL(request.url).pathname.includes('/api/v1/')) defaults.error()
    },
  })

  // The live chat, started when the app first opens its socket (a signed-in page): the in-page
  // Socket.IO server, reached through the mock-socket transport, relaying between tabs.
  setLiveSocketTransports(() =>
    import('./socket/browser-socket').then(({ startBrowserSocket }) => startBrowserSocket()),
  )

  // A small console API for QA and scripts (the developer panel offers the same).
  Object.assign(window, {
    catalystMocks: {
      reset: async (scenario: ScenarioName = 'demo') => {
        await resetDb(scenario)
        location.reload()
      },
      setLatency: setLatencyMs,
      setTokenTtl: (seconds: number | 'default') => applyTokenTtl(String(seconds)),
      // Test hook (tests/security): plant values in the db, saved so that a reload shows them.
      patch: patchRecords,
      // Fault injection (mocks/faults.ts); tests/e2e/support/faults.ts drives these.
      injectFault: async (spec: FaultSpec) => {
        await loadFaultContract()
        return specOf(addFault(spec))
      },
      clearFaults,
      faults: () => listFaults().map(specOf),
      // Drops the tab's live chat connections as a crashed server would; they reconnect.
      dropLiveConnections: () =>
        import('./socket/browser-socket').then(({ dropLiveConnections }) => dropLiveConnections()),
    },
  })

  // The worker is up, so a mock page may call the API as well as change the db directly.
  const pagePath = mockPagePath(location.pathname)
  const root = document.getElementById('root')
  if (pagePath && root) await renderMockPage(root, pagePath)
  // The panel is a developer tool, not part of the app: it loads beside the first render
  // instead of delaying it.
  void import('./dev-panel').then(({ mountDevPanel }) => mountDevPanel())
  return { renderedPage: Boolean(pagePath && root) }
}

/** Changes every record of `collection` matching `where`; returns how many changed. */
async function patchRecords(
  collection: CollectionName,
  where: Record<string, unknown>,
  changes: Record<string, unknown>,
): Promise<number> {
  // Loosely typed on purpose: a console and test hook over any table.
  const table = db[collection] as unknown as {
    updateMany(
      predicate: (query: { where(fields: Record<string, unknown>): unknown }) => unknown,
      options: { data(record: Record<string, unknown>): void },
    ): Promise<unknown[]>
  }
  const changed = await table.updateMany((query) => query.where(where), {
    data: (record) => Object.assign(record, changes),
  })
  saveDb()
  return changed.length
}
