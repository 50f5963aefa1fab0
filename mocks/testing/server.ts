import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'

import { resetMockConfig } from '../config'
import { clearDb } from '../db'
import { server } from '../node'
import { fileStore } from '../services/file-store'
import type { ScenarioName } from '../seed'

export interface MockBackendOptions {
  /**
   * The database before each test: emptied (the default), seeded with a scenario, or `false` to
   * leave it as the test file arranges it.
   */
  seed?: ScenarioName | false
  /**
   * Requests and WebSocket connections to these URLs go through untouched (a real server the
   * test starts itself, such as the real Socket.IO server); everything else unhandled fails.
   */
  passthrough?: RegExp
}

/**
 * Starts the mock backend (the one msw/node server of mocks/node.ts, every handler) for the
 * calling test file. A request no handler answers fails the test: only the contract's calls are
 * mocked. After each test the handlers and the mock settings (mockConfig) are reset.
 */
export function startMockBackend(options: MockBackendOptions = {}): typeof server {
  const { seed, passthrough } = options
  const unhandled: string[] = []
  beforeAll(() => {
    server.listen({
      onUnhandledFrame({ frame, defaults }) {
        const request = (frame as { data?: { request?: Request } }).data?.request
        const url = request?.url ?? (frame as { data?: { url?: URL | string } }).data?.url
        if (passthrough && url !== undefined && passthrough.test(String(url))) return
        unhandled.push(request ? `${request.method} ${request.url}` : String(frame.protocol))
        defaults.error()
      },
    })
  })
  beforeEach(async () => {
    if (seed === undefined) {
      clearDb()
      await fileStore().clear()
    } else if (seed) {
      // Loaded on demand: the seed brings faker, which suites on an empty database never need.
      const { seedScenario } = await import('../seed')
      await seedScenario(seed)
    }
  })
  afterEach(() => {
    server.resetHandlers()
    resetMockConfig()
    expect(unhandled.splice(0), 'requests without a mock handler').toEqual([])
  })
  afterAll(() => server.close())
  return server
}
