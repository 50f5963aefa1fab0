import { afterAll, afterEach, beforeAll, expect } from 'vitest'

import { resetMockConfig } from '@mocks/config'
import { server } from '@mocks/node'

/**
 * Starts the mock backend (msw/node) for the calling test file. A request no handler answers
 * fails the test: the app must only make calls the contract declares.
 */
export function withMockServer(): typeof server {
  const unhandled: string[] = []
  beforeAll(() => {
    server.listen({
      onUnhandledFrame({ frame, defaults }) {
        const request = (frame as { data?: { request?: Request } }).data?.request
        unhandled.push(request ? `${request.method} ${request.url}` : String(frame.protocol))
        defaults.error()
      },
    })
  })
  afterEach(() => {
    server.resetHandlers()
    resetMockConfig()
    expect(unhandled.splice(0), 'requests without a mock handler').toEqual([])
  })
  afterAll(() => server.close())
  return server
}
