import { Server, type Client } from 'mock-socket'

import { SOCKET_EVENTS, type SocketAck } from '@/lib/socket/events'

import { newId } from '../services/ids'
import { createSocketHub, type ConnectionLink } from './socket-hub'
import {
  ackMessage,
  connectError,
  connectOk,
  decodeSocketPacket,
  ENGINE,
  engineOpen,
  eventMessage,
  PacketType,
  socketMessage,
} from './wire'

/**
 * A Socket.IO server without a server: a mock-socket `Server` that speaks engine.io v4 and
 * socket.io v5 on the wire (wire.ts), so the real socket.io-client connects to it through a
 * transport that opens mock-socket WebSockets (transport.ts). It frames and pings each
 * connection; what the connections say goes to a `SocketBackend`: by default a socket hub in the
 * same place (socket-hub.ts: the handshake checked with the same token service as the HTTP
 * handlers, the chat events answered and delivered), in the browser the hub of the one serving
 * tab (mocks/serving). `{ mock: false }`: the page's own WebSocket (Vite's HMR) stays real.
 */
export const PING_INTERVAL_MS = 25_000
export const PING_TIMEOUT_MS = 20_000

/** The server side of the connections: who they are, their events and deliveries. */
export interface SocketBackend {
  /** The handshake; `link` delivers to this connection, ends it or drops it. */
  connect(
    connId: string,
    auth: unknown,
    link: ConnectionLink,
  ): Promise<{ ok: true } | { ok: false; message: string }>
  /** An event of an open connection (`auth`: its handshake's, should the hub have lost it). */
  event(connId: string, event: unknown, payload: unknown, auth: unknown): Promise<SocketAck>
  close(connId: string): void
  /** The user of a connection, when it can tell (a local hub). */
  userOf?(connId: string): string | undefined
}

/** A hub in the same place as the connections (Node tests, Storybook). */
export function localSocketBackend(): SocketBackend & { stop(): void } {
  const hub = createSocketHub()
  return {
    connect: (connId, auth, link) => Promise.resolve(hub.connect(connId, auth, link)),
    event: (connId, event, payload, auth) => hub.event(connId, event, payload, auth),
    close: (connId) => hub.close(connId),
    userOf: (connId) => hub.userOf(connId),
    stop: () => hub.stop(),
  }
}

interface Connection {
  id: string
  client: Client
  /** The handshake's auth, once it succeeded. */
  auth: unknown
  ping: ReturnType<typeof setInterval>
}

export interface MockSocketServer {
  /** `ws://host/socket.io/`: where the transport connects. */
  url: string
  /** Open connections, with the user each authenticated as (null: not yet, or not known here). */
  connections(): ReadonlyArray<{ userId: string | null }>
  /** Drops every connection as a crashed server would (clients reconnect). */
  dropAll(): void
  stop(): Promise<void>
}

/** `http(s)://host[:port][/path]` as the socket.io endpoint URL mock-socket matches. */
export function socketEndpoint(baseUrl: string): string {
  const url = new URL(baseUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = '/socket.io/'
  url.search = ''
  url.hash = ''
  return url.toString()
}

export function startMockSocketServer(
  baseUrl: string,
  backend: SocketBackend & { stop?(): void } = localSocketBackend(),
): MockSocketServer {
  const url = socketEndpoint(baseUrl)
  const server = new Server(url, { mock: false })
  const connections = new Set<Connection>()

  const send = (connection: Connection, text: string) => {
    if (connection.client.readyState === 1) connection.client.send(text)
  }
  const drop = (connection: Connection) =>
    connection.client.close({ code: 1006, reason: 'dropped', wasClean: false })

  const handle = async (connection: Connection, text: string) => {
    if (text === ENGINE.pong) return
    if (text === ENGINE.close) return connection.client.close()
    if (!text.startsWith(ENGINE.message)) return
    const packet = decodeSocketPacket(text.slice(1))
    if (packet.type === PacketType.CONNECT) {
      const check = await backend.connect(connection.id, packet.data, {
        deliver: (event, payload) => send(connection, eventMessage(event, payload)),
        // As a real server ends a socket: the event, then the namespace's disconnect packet;
        // the client closes the transport and does not reconnect with the same token.
        end: (payload) => {
          connection.auth = undefined
          send(connection, eventMessage(SOCKET_EVENTS.signInEnded, payload))
          send(connection, socketMessage({ type: PacketType.DISCONNECT }))
        },
        drop: () => drop(connection),
      })
      if (!check.ok) return send(connection, connectError(check.message))
      connection.auth = packet.data
      return send(connection, connectOk(newId()))
    }
    if (packet.type === PacketType.DISCONNECT) {
      connection.auth = undefined
      backend.close(connection.id)
      return undefined
    }
    if (packet.type !== PacketType.EVENT || !Array.isArray(packet.data)) return undefined
    const [event, payload] = packet.data as [unknown, unknown]
    // Events before a successful handshake are refused.
    const answer: SocketAck =
      connection.auth === undefined
        ? { success: false, message: 'Not authenticated' }
        : await backend.event(connection.id, event, payload, connection.auth)
    if (packet.id !== undefined) send(connection, ackMessage(packet.id, answer))
  }

  server.on('connection', (client) => {
    const connection: Connection = {
      id: newId(),
      client,
      auth: undefined,
      ping: setInterval(() => send(connection, ENGINE.ping), PING_INTERVAL_MS),
    }
    connections.add(connection)
    client.send(
      engineOpen({
        sid: newId(),
        upgrades: [],
        pingInterval: PING_INTERVAL_MS,
        pingTimeout: PING_TIMEOUT_MS,
        maxPayload: 1_000_000,
      }),
    )
    client.on('message', (data) => {
      if (typeof data !== 'string') return
      handle(connection, data).catch((error: unknown) => {
        console.error('[mock socket] an event failed', error)
      })
    })
    client.on('close', () => {
      clearInterval(connection.ping)
      connections.delete(connection)
      backend.close(connection.id)
    })
  })

  return {
    url,
    connections: () =>
      [...connections].map((connection) => ({
        userId: connection.auth === undefined ? null : (backend.userOf?.(connection.id) ?? null),
      })),
    dropAll: () => {
      for (const connection of connections) drop(connection)
    },
    // A stopped server drops its connections (clients see the close and retry).
    stop: () =>
      new Promise<void>((resolve) => {
        backend.stop?.()
        for (const connection of connections) {
          clearInterval(connection.ping)
          connection.client.close({ code: 1001, reason: 'server stopped', wasClean: false })
        }
        connections.clear()
        server.stop(() => resolve())
      }),
  }
}

let shared: MockSocketServer | null = null

/**
 * The server last started for each URL, kept on the global object: mock-socket's registry of
 * servers outlives this module when a test worker evaluates the mock backend again for the next
 * file (vitest without isolation re-runs setup files), and a URL can hold one server only.
 */
const REGISTRY = Symbol.for('catalyst.mockSocketServers')
type Registry = Map<string, MockSocketServer>
function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/**
 * The one mock Socket.IO server of this page or test worker for `baseUrl`, started on first use
 * (mock-socket allows one server per URL): the browser mock backend, the tests and Storybook
 * call this; `backend` makes the one it starts (a local hub by default). A server another evaluation of this module started for the same URL is stopped
 * first, so the server answering is always the one wired to the current mock database.
 */
export function ensureMockSocketServer(
  baseUrl: string,
  backend?: () => SocketBackend,
): MockSocketServer {
  const url = socketEndpoint(baseUrl)
  if (shared && shared.url === url && !stopped.has(shared)) return shared
  const previous = registry().get(url)
  if (previous && !stopped.has(previous)) void previous.stop()
  const started = startMockSocketServer(baseUrl, backend?.())
  const server: MockSocketServer = {
    ...started,
    stop: () => {
      stopped.add(server)
      if (registry().get(url) === server) registry().delete(url)
      return started.stop()
    },
  }
  shared = server
  registry().set(url, server)
  return server
}

const stopped = new WeakSet<MockSocketServer>()
