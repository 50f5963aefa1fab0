import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { Server } from 'socket.io'

import {
  SOCKET_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@/lib/socket/events'

import { createSocketHub } from './socket-hub'

/**
 * A real Socket.IO server (the `socket.io` package, over real HTTP and WebSockets) implementing
 * the documented events (openapi/asyncapi.yaml) with the same rules as the mock server: both put
 * their connections in a socket hub (socket-hub.ts), which checks the handshake, answers the
 * events, delivers to each user's connections and ends a connection when its token stops being
 * valid. Tests only: it is the evidence that the app's socket client works against a real
 * server, so only the URL changes when the production backend arrives.
 */
export interface RealSocketServer {
  url: string
  connections(): ReadonlyArray<{ userId: string | null }>
  /** Closes every transport as a crashed connection would (clients reconnect by themselves). */
  dropAll(): void
  stop(): Promise<void>
}

type EventName = keyof ServerToClientEvents

export interface AttachedSocketServer {
  connections(): ReadonlyArray<{ userId: string | null }>
  dropAll(): void
  close(): Promise<void>
}

export interface SocketOriginPolicy {
  /** Origins whose pages may open a socket (`*`: any); unset, any (a test server on loopback). */
  allowedOrigins?: readonly string[]
}

/**
 * The Socket.IO endpoint (`/socket.io/`, websocket only) on an HTTP server of one's own: the
 * mock API server (mocks/server) serves it beside the REST API, as the real backend will. A
 * WebSocket is not covered by CORS: the handshake's Origin is checked against the same list.
 */
export function attachSocketIo(
  http: HttpServer,
  { allowedOrigins }: SocketOriginPolicy = {},
): AttachedSocketServer {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    path: '/socket.io/',
    transports: ['websocket'],
    allowRequest: (request, callback) => {
      const origin = request.headers.origin
      const allowed =
        !allowedOrigins ||
        allowedOrigins.includes('*') ||
        (origin !== undefined && allowedOrigins.includes(origin))
      callback(allowed ? null : 'Origin not allowed', allowed)
    },
  })
  const hub = createSocketHub()
  io.use((socket, next) => {
    const check = hub.connect(socket.id, socket.handshake.auth, {
      deliver: (event, payload) =>
        (socket.emit as (event: EventName, payload: unknown) => boolean)(
          event as EventName,
          payload,
        ),
      end: (payload) => {
        socket.emit(SOCKET_EVENTS.signInEnded, payload)
        socket.disconnect(true)
      },
      drop: () => socket.conn.close(),
    })
    return check.ok ? next() : next(new Error(check.message))
  })
  io.on('connection', (socket) => {
    const answer = (event: string, payload: unknown, ack?: (response: SocketAck) => void) => {
      void hub.event(socket.id, event, payload).then((response) => ack?.(response))
    }
    socket.on(SOCKET_EVENTS.sendMessage, (payload, ack) =>
      answer(SOCKET_EVENTS.sendMessage, payload, ack),
    )
    socket.on(SOCKET_EVENTS.readMessage, (payload, ack) =>
      answer(SOCKET_EVENTS.readMessage, payload, ack),
    )
    socket.on('disconnect', () => hub.close(socket.id))
  })
  return {
    connections: () =>
      [...io.of('/').sockets.values()].map((socket) => ({
        userId: hub.userOf(socket.id) ?? null,
      })),
    dropAll: () => {
      for (const socket of io.of('/').sockets.values()) socket.conn.close()
    },
    close: () =>
      new Promise<void>((resolve) => {
        hub.stop()
        // Closes the sockets, not the HTTP server it was attached to.
        io.disconnectSockets(true)
        io.engine.close()
        resolve()
      }),
  }
}

/** A Socket.IO server on a port of its own on loopback (tests). */
export async function startRealSocketServer(): Promise<RealSocketServer> {
  const http = createServer()
  const attached = attachSocketIo(http)
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => attached.connections(),
    dropAll: () => attached.dropAll(),
    stop: async () => {
      await attached.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
