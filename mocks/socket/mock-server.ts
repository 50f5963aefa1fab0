import { Server, type Client } from 'mock-socket'

import { SOCKET_EVENTS } from '@/lib/socket/events'

import type { UserRecord } from '../db'
import { onChatEvent } from '../handlers/chat/chat-events'
import { newId } from '../services/ids'
import {
  authenticateSocket,
  deliveriesOf,
  readMessages,
  sendMessage,
  type Delivery,
} from './chat-service'
import {
  ackMessage,
  connectError,
  connectOk,
  decodeSocketPacket,
  ENGINE,
  engineOpen,
  eventMessage,
  PacketType,
} from './wire'

/**
 * A Socket.IO server without a server: a mock-socket `Server` that speaks engine.io v4 and
 * socket.io v5 on the wire (wire.ts), so the real socket.io-client connects to it through a
 * transport that opens mock-socket WebSockets (transport.ts). It authenticates the handshake with
 * the same token service as the HTTP handlers, joins each socket to its user's room, answers the
 * chat events with acknowledgements, and delivers what the chat store raises (a message sent over
 * HTTP arrives live too). `{ mock: false }`: the page's own WebSocket (Vite's HMR) stays real.
 */
export const PING_INTERVAL_MS = 25_000
export const PING_TIMEOUT_MS = 20_000

interface Connection {
  client: Client
  user: UserRecord | null
  ping: ReturnType<typeof setInterval>
}

export interface MockSocketServer {
  /** `ws://host/socket.io/`: where the transport connects. */
  url: string
  /** Open connections, with the user each authenticated as (null: not yet). */
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

export function startMockSocketServer(baseUrl: string): MockSocketServer {
  const url = socketEndpoint(baseUrl)
  const server = new Server(url, { mock: false })
  const connections = new Set<Connection>()

  const send = (connection: Connection, text: string) => {
    if (connection.client.readyState === 1) connection.client.send(text)
  }
  const deliver = (delivery: Delivery) => {
    for (const connection of connections)
      if (connection.user?.id === delivery.userId)
        send(connection, eventMessage(delivery.event, delivery.payload))
  }
  const unsubscribe = onChatEvent((event) => deliveriesOf(event).forEach(deliver))

  const handle = async (connection: Connection, text: string) => {
    if (text === ENGINE.pong) return
    if (text === ENGINE.close) return connection.client.close()
    if (!text.startsWith(ENGINE.message)) return
    const packet = decodeSocketPacket(text.slice(1))
    if (packet.type === PacketType.CONNECT) {
      const check = authenticateSocket(packet.data)
      if (!check.ok) return send(connection, connectError(check.message))
      connection.user = check.user
      return send(connection, connectOk(newId()))
    }
    if (packet.type === PacketType.DISCONNECT) {
      connection.user = null
      return undefined
    }
    if (packet.type !== PacketType.EVENT || !Array.isArray(packet.data)) return undefined
    const [event, payload] = packet.data as [unknown, unknown]
    const me = connection.user
    // Events before a successful handshake, or of no known kind, are refused.
    const answer = !me
      ? { success: false as const, message: 'Not authenticated' }
      : event === SOCKET_EVENTS.sendMessage
        ? await sendMessage(me, payload)
        : event === SOCKET_EVENTS.readMessage
          ? await readMessages(me, payload)
          : { success: false as const, message: `Unknown event ${String(event)}` }
    if (packet.id !== undefined) send(connection, ackMessage(packet.id, answer))
  }

  server.on('connection', (client) => {
    const connection: Connection = {
      client,
      user: null,
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
    })
  })

  return {
    url,
    connections: () => [...connections].map(({ user }) => ({ userId: user?.id ?? null })),
    dropAll: () => {
      for (const connection of connections)
        connection.client.close({ code: 1006, reason: 'dropped', wasClean: false })
    },
    // A stopped server drops its connections (clients see the close and retry).
    stop: () =>
      new Promise<void>((resolve) => {
        unsubscribe()
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
 * call this. A server another evaluation of this module started for the same URL is stopped
 * first, so the server answering is always the one wired to the current mock database.
 */
export function ensureMockSocketServer(baseUrl: string): MockSocketServer {
  const url = socketEndpoint(baseUrl)
  if (shared && shared.url === url && !stopped.has(shared)) return shared
  const previous = registry().get(url)
  if (previous && !stopped.has(previous)) void previous.stop()
  const started = startMockSocketServer(baseUrl)
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
