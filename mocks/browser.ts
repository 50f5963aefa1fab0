import { setupWorker } from 'msw/browser'

import { setNowOffset } from '@/lib/clock'
import { setLiveSocketTransports } from '@/lib/socket/socket-config'

import { configureMocks } from './config'
import {
  LATENCY_KEY,
  TOKEN_TTL_PARAM,
  applyTokenTtl,
  setLatencyMs,
  storedLatencyMs,
} from './dev-panel/settings'
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
import type { CollectionName } from './db'
import { handlers } from './handlers'
import { setForwarder } from './serving/edge'
import { mockPagePath } from './pages/registry'
import type { ScenarioName } from './seed'
import { callServer, setServerLink, type ServerCall } from './serving/client'
import { clockControls } from './serving/clock-controls'
import { runForServer } from './serving/election'
import { TabLink } from './serving/link'
import { CLOCK_CHANNEL, SERVER_CHANNEL, SERVER_LOCK } from './serving/serve'
import { fromWireResponse, toWireRequest } from './serving/wire'
import { createIndexedDbFileStore, setFileStore } from './services/file-store'

/**
 * Starts the in-browser mock backend before the app renders (src/main.tsx, mock mode only).
 *
 * One server per browser (mocks/serving/README.md): every tab joins the tab link, and the tab
 * elected by a Web Lock serves the others: it holds the database (kept in IndexedDB), the
 * handlers' cores and the live chat's connections. Each tab's service worker hands its requests to
 * the handlers' edges here (this tab's latency and injected faults), which forward them to the
 * serving tab, this one or another.
 *
 * Then either renders a mock third-party page (under /mock-services/, e.g. the identity
 * provider) into #root in place of the app, reporting `renderedPage: true`, or leaves #root to
 * the app. The developer panel is mounted in its own element either way, once its code loaded.
 * `?mock-reset` (optionally `=empty|large|demo`) in the URL re-seeds before start.
 * `?mock-token-ttl=<seconds>` (or `=default`) sets the access-token lifetime, remembered.
 * `?mock-fault=<operationId|*>:<status|network|delay=ms>[:times][,...]` injects faults.
 */
export async function startMockBackend(): Promise<{ renderedPage: boolean }> {
  const envLatency = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 300) || 0
  // The developer panel's latency, once set, wins over the env default across reloads; a change
  // made in another tab applies here too.
  configureMocks({ latencyMs: storedLatencyMs(envLatency) })
  addEventListener('storage', (event) => {
    if (event.key === LATENCY_KEY) configureMocks({ latencyMs: storedLatencyMs(envLatency) })
  })

  // Uploaded files outlive a reload in IndexedDB; used by whichever tab serves.
  setFileStore(createIndexedDbFileStore())

  const link = new TabLink<ServerCall>(SERVER_CHANNEL)
  setServerLink(link)
  setForwarder(async (request) =>
    fromWireResponse(await link.call({ kind: 'http', request: await toWireRequest(request) })),
  )
  runForServer(SERVER_LOCK, () =>
    import('./serving/serve').then(({ serveFromThisTab }) => serveFromThisTab(link)),
  )

  // The app's "now" follows the mock clock (src/lib/clock.ts): its offset now, and every move.
  new BroadcastChannel(CLOCK_CHANNEL).onmessage = (event: MessageEvent<number>) =>
    setNowOffset(event.data)
  void callServer('clock').then((clock) => setNowOffset(clock.offsetMs))

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
    await callServer('reset', scenario)
    url.searchParams.delete('mock-reset')
    history.replaceState(history.state, '', url)
  }
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
  await worker.start({
    quiet: true,
    // Assets, fonts and the dev server pass through; an API call without a handler is a bug.
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame as { data?: { request?: Request } }).data?.request
      if (request && new URL(request.url).pathname.includes('/api/v1/')) defaults.error()
    },
  })

  // The live chat, started when the app first opens its socket (a signed-in page): the in-page
  // Socket.IO server, reached through the mock-socket transport, whose connections the serving
  // tab holds.
  setLiveSocketTransports(() =>
    import('./socket/browser-socket').then(({ startBrowserSocket }) => startBrowserSocket()),
  )

  // A small console API for QA and scripts (the developer panel offers the same).
  Object.assign(window, {
    catalystMocks: {
      reset: async (scenario: ScenarioName = 'demo') => {
        await callServer('reset', scenario)
        location.reload()
      },
      setLatency: setLatencyMs,
      setTokenTtl: (seconds: number | 'default') => applyTokenTtl(String(seconds)),
      // Test hook (tests/security): plant values in the db, saved so that a reload shows them.
      patch: (
        collection: CollectionName,
        where: Record<string, unknown>,
        changes: Record<string, unknown>,
      ) => callServer('patch', collection, where, changes),
      // Fault injection (mocks/faults.ts); tests/e2e/support/faults.ts drives these.
      injectFault: async (spec: FaultSpec) => {
        await loadFaultContract()
        return specOf(addFault(spec))
      },
      clearFaults,
      faults: () => listFaults().map(specOf),
      // Drops every live chat connection as a crashed server would; they reconnect.
      dropLiveConnections: () =>
        import('./socket/browser-socket').then(({ dropLiveConnections }) => dropLiveConnections()),
      // The mock's own work per call, measured in the serving tab (the bench reads it).
      stats: () => callServer('stats'),
      // The mock clock (issue 35; docs/mock-backend.md "Time"): the time and the next job, and
      // moves forward (each running the scheduled jobs due on the way), or back to real time.
      ...clockControls,
      // Which tab serves: this one, or another (QA, tests).
      serving: () => ({ tab: link.tabId, server: link.server, servesHere: link.servesHere }),
    },
  })

  // The worker is up, so a mock page may call the API as well as change the db directly.
  const pagePath = mockPagePath(location.pathname)
  const root = document.getElementById('root')
  if (pagePath && root)
    await import('./pages').then(({ renderMockPage }) => renderMockPage(root, pagePath))
  // The panel is a developer tool, not part of the app: it loads beside the first render
  // instead of delaying it.
  void import('./dev-panel').then(({ mountDevPanel }) => mountDevPanel())
  return { renderedPage: Boolean(pagePath && root) }
}
