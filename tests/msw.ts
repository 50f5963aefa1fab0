import { startMockBackend } from '@mocks/testing/server'

/**
 * Starts the mock backend (msw/node) for the calling integration test file: the shared server of
 * mocks/testing/server.ts, which fails a test on any request no handler answers. The database is
 * left to the test (renderRoute seeds it).
 */
export function withMockServer(): ReturnType<typeof startMockBackend> {
  return startMockBackend({ seed: false })
}
