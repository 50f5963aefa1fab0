import { setupServer } from 'msw/node'

import { handlers } from './handlers'

/** The mock backend for Vitest (msw/node), with the same handlers as the browser and Storybook. */
export const server = setupServer(...handlers)
