import type { SetupWorker } from 'msw/browser'

import { handlers } from '@mocks/handlers'
import { seedScenario } from '@mocks/seed'

/**
 * Storybook runs on the same mock backend as the app and the tests: the same handlers over the
 * same seeded db. The worker is started here with msw 3's options (the addon's default setup
 * still passes the msw 2 key).
 */
export async function startStorybookMockBackend(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser')
  await seedScenario('demo')
  const worker = setupWorker(...handlers)
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame as { data?: { request?: Request } }).data?.request
      if (request && new URL(request.url).pathname.includes('/api/v1/')) defaults.warn()
    },
  })
  // The live chat socket against the in-page mock Socket.IO server, as in the demo build.
  const { setLiveSocketTransports } = await import('../src/lib/socket/socket-config')
  setLiveSocketTransports(() =>
    import('../mocks/socket/browser-socket').then(({ startBrowserSocket }) => startBrowserSocket()),
  )
  return worker
}
