import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { loadFaultContract } from '../faults'
import { handlers } from '../handlers'
import { seedScenario } from '../seed'
import { callHere } from '../serving/operations'
import { SCHEDULER_TICK_MS } from '../serving/scheduler-tick'
import { provideJsdomWindow } from '../services/html-sanitizer-node'
import { attachSocketIo } from '../socket/real-server'
import { apiListener } from './api-server'
import { createContractCheck } from './contract-check'
import { controlListener, resetServerState } from './control'
import type { CorsPolicy } from './cors'
import { IDENTITY_AUTHORIZE_PATH, servicePage } from './service-pages'

export interface MockApiServerOptions extends CorsPolicy {
  host?: string
  /** The API's port (0: any free port). */
  port: number
  /** The control routes' port (0: any free port). */
  controlPort: number
}

export interface MockApiServer {
  /** The API base URL to build the app with: `http://127.0.0.1:4176/api/v1`. */
  apiBaseUrl: string
  /** The identity provider's authorisation endpoint on the same server. */
  identityAuthorizeUrl: string
  controlUrl: string
  close(): Promise<void>
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Open keep-alive connections would keep serving: a stopped server answers nothing.
    sockets.forEach((socket) => socket.destroy())
  })
}

/**
 * The mock backend over real HTTP, for the production build tested from another origin
 * (tests/cross-origin) and for people trying the README's attach steps: the API (with CORS and
 * the identity provider page) on one port, the control routes on another, both on loopback.
 * The db starts with the demo scenario.
 */
export async function startMockApiServer(options: MockApiServerOptions): Promise<MockApiServer> {
  const host = options.host ?? '127.0.0.1'
  // Stored rich text is cleaned with DOMPurify, which needs a DOM: a jsdom window here in Node.
  provideJsdomWindow()
  await loadFaultContract()

  const contract = createContractCheck()
  const api = apiListener({
    handlers,
    allowedOrigins: options.allowedOrigins,
    onAnswer: (answer) => contract.check(answer),
  })
  const apiServer = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://api').pathname
    // A stored file opened in a tab of its own has no page to name an icon, so the browser asks
    // the API's origin for one: it has none, and says so without an error.
    if (path === '/favicon.ico') return void outgoing.writeHead(204).end()
    void servicePage(incoming, outgoing, { ...options, call }).then((answered) =>
      answered ? undefined : api(incoming, outgoing),
    )
  })
  // The live chat beside the API, on the same origin and database (VITE_SOCKET_URL).
  const live = attachSocketIo(apiServer, { allowedOrigins: options.allowedOrigins })
  // The mock operations (mocks/serving/operations.ts) run here: the control routes and the
  // stand-in pages call the same table as the demo build's panel and pages.
  const call = callHere({
    from: 'mock-server',
    backend: null,
    sockets: null,
    live: {
      dropAll: () => {
        const connected = live.connections().length
        live.dropAll()
        return connected
      },
    },
    seed: (scenario) => seedScenario(scenario),
  })
  await resetServerState(call, 'demo')
  // Scheduled jobs due in real time (issue 35), as the serving tab runs them in the browser.
  const scheduler = setInterval(
    () =>
      void call('runScheduledJobs').catch((error: unknown) =>
        console.error('[mock server] scheduled jobs failed', error),
      ),
    SCHEDULER_TICK_MS,
  )
  scheduler.unref()
  const sockets = new Set<Socket>()
  apiServer.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  const port = await listen(apiServer, options.port, host)

  const controlRoutes = controlListener(
    {
      // A stopped server drops its live connections too; they reconnect when it starts again.
      stop: async () => {
        live.dropAll()
        await closeServer(apiServer, sockets)
      },
      violations: contract.violations,
      clearViolations: contract.clear,
      start: async () => {
        if (!apiServer.listening) await listen(apiServer, port, host)
      },
    },
    call,
  )
  const control = createServer((incoming, outgoing) => void controlRoutes(incoming, outgoing))
  const controlPort = await listen(control, options.controlPort, host)

  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    apiBaseUrl: `${origin}/api/v1`,
    identityAuthorizeUrl: `${origin}${IDENTITY_AUTHORIZE_PATH}`,
    controlUrl: `http://${host.includes(':') ? `[${host}]` : host}:${controlPort}`,
    close: async () => {
      clearInterval(scheduler)
      await live.close()
      await closeServer(apiServer, sockets)
      await new Promise<void>((resolve) => control.close(() => resolve()))
    },
  }
}
