import { liveSocketUrl, type LiveSocketTransports } from '@/lib/socket/socket-config'

import { ensureMockSocketServer } from './mock-server'
import { relayChatEventsBetweenTabs } from './tab-relay'
import { MockWebSocketTransport } from './transport'

let relaying = false

/**
 * Mock mode's live chat, started when the app first needs its socket (a signed-in page): the
 * in-page Socket.IO server at the socket URL, the relay of chat events between tabs, and the
 * transport that reaches the server. Loaded on demand, so a visitor's first load carries none
 * of it.
 */
export function startBrowserSocket(): LiveSocketTransports {
  ensureMockSocketServer(liveSocketUrl())
  if (!relaying) {
    relayChatEventsBetweenTabs()
    relaying = true
  }
  return [MockWebSocketTransport]
}

/** Drops this tab's live connections as a crashed server would (QA, tests): clients reconnect. */
export function dropLiveConnections(): number {
  const server = ensureMockSocketServer(liveSocketUrl())
  const count = server.connections().length
  server.dropAll()
  return count
}
