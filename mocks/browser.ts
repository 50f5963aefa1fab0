import { setupWorker } from 'msw/browser'

import { configureMocks } from './config'
import { handlers } from './handlers'
import { loadDb, resetDb, saveDb, scheduleSave } from './persistence'
import type { ScenarioName } from './seed'

/**
 * Starts the in-browser mock backend before the app renders (src/main.tsx, mock mode only):
 * restores or seeds the db, applies the latency, and starts the service worker.
 * `?mock-reset` (optionally `=empty|large|demo`) in the URL re-seeds before start.
 */
export async function startMockBackend(): Promise<void> {
  configureMocks({ latencyMs: Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 300) || 0 })

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

  // A small console API for QA and developers until the developer panel lands.
  Object.assign(window, {
    catalystMocks: {
      reset: async (scenario: ScenarioName = 'demo') => {
        await resetDb(scenario)
        location.reload()
      },
      setLatency: (latencyMs: number) => configureMocks({ latencyMs }),
    },
  })
}
