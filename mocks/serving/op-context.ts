import type { SignInEndedPayload } from '@/lib/socket/events'

import type { ScenarioName } from '../seed/scenarios'
import type { SocketHub } from '../socket/socket-hub'
import type { Backend } from './backend'

/**
 * Where a mock operation (mocks/serving/operations.ts) runs, as the place that runs it describes
 * itself: the browser's serving tab (mocks/serving/serve.ts), the Node server (mocks/server) or
 * the process itself (Node tests, Storybook: mocks/serving/client.ts).
 */
export interface OpContext {
  /** The caller: a tab's id, or the name of the place. */
  from: string
  /** The serving tab's engine; null where the db is not saved (Node, Storybook). */
  backend: Backend | null
  /** The serving tab's live connections and its way to the tabs; null elsewhere. */
  sockets: ServerSockets | null
  /** This server's live-chat connections, which a reset drops; null where none runs. */
  live: LiveConnections | null
  /** Fills the db with a scenario as this place does it (from the build's template in a tab). */
  seed: (scenario: ScenarioName) => Promise<void>
}

export interface ServerSockets {
  hub: SocketHub
  push(to: string, topic: string, payload: unknown): void
}

export interface LiveConnections {
  /** Drops every connection as a crashed server would (they reconnect); how many there were. */
  dropAll(): number
}

/** Where the serving tab sends a tab's socket deliveries and drops (mocks/socket/browser-socket.ts). */
export const SOCKET_TOPIC = 'socket'
export type SocketPush =
  | { type: 'deliver'; connId: string; event: string; payload: unknown }
  | { type: 'end'; connId: string; payload: SignInEndedPayload }
  | { type: 'drop'; connId: string }
