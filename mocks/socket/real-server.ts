import { createServer } from 'node:http'
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
 * events, delivers to each user's connections and ends a session when its token stops being
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

export async function startRealSocketServer(): Promise<RealSocketServer> {
  const http = createServer()
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    path: '/socket.io/',
    transports: ['websocket'],
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
        socket.emit(SOCKET_EVENTS.sessionEnded, payload)
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
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () =>
      [...io.of('/').sockets.values()].map((socket) => ({
        userId: hub.userOf(socket.id) ?? null,
      })),
    dropAll: () => {
      for (const socket of io.of('/').sockets.values()) socket.conn.close()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        hub.stop()
        void io.close(() => resolve())
      }),
  }
}
