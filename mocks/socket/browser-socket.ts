import { liveSocketUrl, type LiveSocketTransports } from '@/lib/socket/socket-config'

import { callServer, serverLink } from '../serving/client'
import { SOCKET_TOPIC, type SocketPush } from '../serving/operations'
import { ensureMockSocketServer, type SocketBackend } from './mock-server'
import type { ConnectionLink } from './socket-hub'
import { MockWebSocketTransport } from './transport'

/**
 * Mock mode's live chat, started when the app first needs its socket (a signed-in page): the
 * in-page Socket.IO server at the socket URL and the transport that reaches it. Loaded on demand,
 * so a visitor's first load carries none of it.
 *
 * In the demo build the page's server only frames and pings; the hub that knows its connections
 * lives in the one serving tab of the browser (mocks/serving), so a message sent in one tab is
 * delivered to the other tabs' sockets by the same server that stored it. Storybook keeps a hub
 * in the page.
 */
export function startBrowserSocket(): LiveSocketTransports {
  const link = serverLink()
  ensureMockSocketServer(liveSocketUrl(), link ? remoteSocketBackend : undefined)
  return [MockWebSocketTransport]
}

/** Drops every live connection of the browser as a crashed server would (QA, tests). */
export function dropLiveConnections(): Promise<number> {
  return serverLink()
    ? callServer('dropLiveConnections')
    : Promise.resolve(ensureMockSocketServer(liveSocketUrl()).dropAll()).then(() => 0)
}

/** How long a hand-over waits for events still on their way before dropping the connections. */
const HAND_OVER_WAIT_MS = 5000

/**
 * The serving tab's hub, reached over the tab link. When another tab takes over serving, the hub
 * that knew the connections is gone with that tab: the events still on their way are answered by
 * the new server (the link sends them again), then the connections drop, as after a server
 * restart; the clients reconnect to the new server and fetch what they missed.
 */
function remoteSocketBackend(): SocketBackend {
  const link = serverLink()
  const open = new Map<string, ConnectionLink>()
  const inFlight = new Set<Promise<unknown>>()
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work)).catch(() => undefined)
    return work
  }

  link?.onPush(SOCKET_TOPIC, (message) => {
    const push = message as SocketPush
    const connection = open.get(push.connId)
    if (!connection) return
    if (push.type === 'deliver') connection.deliver(push.event, push.payload)
    else if (push.type === 'end') connection.end(push.payload)
    else connection.drop()
  })
  link?.onServerChange(() => {
    const waiting = Promise.allSettled([...inFlight])
    const timeout = new Promise((resolve) => setTimeout(resolve, HAND_OVER_WAIT_MS))
    void Promise.race([waiting, timeout]).then(() => {
      for (const connection of open.values()) connection.drop()
    })
  })

  return {
    async connect(connId, auth, link) {
      open.set(connId, link)
      const check = await track(callServer('socketConnect', connId, auth))
      if (!check.ok) open.delete(connId)
      return check
    },
    event: (connId, event, payload, auth) =>
      track(callServer('socketEvent', connId, event, payload, auth)),
    close(connId) {
      if (!open.delete(connId)) return
      void callServer('socketClose', connId).catch(() => undefined)
    },
  }
}
