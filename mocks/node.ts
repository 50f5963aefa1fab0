import { setupServer } from 'msw/node'

import { handlers } from './handlers'
import { createMemoryFileStore, setFileStore } from './services/file-store'

// Uploaded files live in memory here; each test file starts with none (testing/server.ts).
setFileStore(createMemoryFileStore())

/** The mock backend for Vitest (msw/node), with the same handlers as the browser and Storybook. */
export const server = setupServer(...handlers)
