import { setupWorker } from 'msw/browser'

import { configureMocks } from './config'
import { mountDevPanel } from './dev-panel'
import { setLatencyMs, storedLatencyMs } from './dev-panel/settings'
import { handlers } from './handlers'
import { mockPagePath, renderMockPage } from './pages'
import { loadDb, resetDb, saveDb, scheduleSave } from './persistence'
import type { ScenarioName } from './seed'

/**
 * Starts the in-browser mock backend before the app renders (src/main.tsx, mock mode only):
 * restores or seeds the db, applies the latency, and starts the service worker. Then either
 * renders a mock third-party page (under /mock-services/, e.g. the identity provider) into #root
 * in place of the app, reporting `renderedPage: true`, or leaves #root to the app.
 * The developer panel is mounted in its own element either way.
 * `?mock-reset` (optionally `=empty|large|demo`) in the URL re-seeds before start.
 */
export async function startMockBackend(): Promise<{ renderedPage: boolean }> {
  const envLatency = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 300) || 0
  // The developer panel's latency, once set, wins over the env default across reloads.
  configureMocks({ latencyMs: storedLatencyMs(envLatency) })

  const url = new URL(location.href)
  if (url.searchParams.has('mock-reset')) {
    const wanted = url.searchParams.get('mock-reset')
    const scenario: ScenarioName = wanted === 'empty' || wanted === 'large' ? wanted : 'demo'
    await resetDb(scenario)
    url.searchParams.delete('mock-reset')
    history.replaceState(history.state, '', url)
  } else {
    await loadDb()
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

  // A small console API for QA and scripts (the developer panel offers the same).
  Object.assign(window, {
    catalystMocks: {
      reset: async (scenario: ScenarioName = 'demo') => {
        await resetDb(scenario)
        location.reload()
      },
      setLatency: setLatencyMs,
    },
  })

  // The worker is up, so a mock page may call the API as well as change the db directly.
  const pagePath = mockPagePath(location.pathname)
  const root = document.getElementById('root')
  if (pagePath && root) await renderMockPage(root, pagePath)
  mountDevPanel()
  return { renderedPage: Boolean(pagePath && root) }
}
