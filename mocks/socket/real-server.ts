import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { Server } from 'socket.io'

import {
  SOCKET_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@/lib/socket/events'

import { db, type ConnectionRecord, type UserRecord } from '../db'
import { onChatEvent } from '../handlers/chat/chat-events'
import {
  authenticateSocket,
  deliveriesOf,
  readMessages,
  requestDeliveries,
  sendMessage,
  type Delivery,
} from './chat-service'

/**
 * A real Socket.IO server (the `socket.io` package, over real HTTP and WebSockets) implementing
 * the documented events (openapi/asyncapi.yaml) with the same rules as the mock server. Tests
 * only: it is the evidence that the app's socket client works against a real server, so only
 * the URL changes when the production backend arrives.
 */
export interface RealSocketServer {
  url: string
  connections(): ReadonlyArray<{ userId: string | null }>
  /** Closes every transport as a crashed connection would (clients reconnect by themselves). */
  dropAll(): void
  stop(): Promise<void>
}

interface SocketData {
  user: UserRecord
}

export async function startRealSocketServer(): Promise<RealSocketServer> {
  const http = createServer()
  const io = new Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>(http, {
    path: '/socket.io/',
    transports: ['websocket'],
  })
  io.use((socket, next) => {
    const check = authenticateSocket(socket.handshake.auth)
    if (!check.ok) return next(new Error(check.message))
    socket.data.user = check.user
    return next()
  })
  io.on('connection', (socket) => {
    const me = socket.data.user
    void socket.join(me.id)
    const answer = (work: Promise<SocketAck>, ack?: (response: SocketAck) => void) => {
      void work.then((response) => ack?.(response))
    }
    socket.on(SOCKET_EVENTS.sendMessage, (payload, ack) => answer(sendMessage(me, payload), ack))
    socket.on(SOCKET_EVENTS.readMessage, (payload, ack) => answer(readMessages(me, payload), ack))
  })
  const deliver = (deliveries: readonly Delivery[]) => {
    for (const delivery of deliveries) {
      const room = io.to(delivery.userId)
      if (delivery.event === SOCKET_EVENTS.receiveMessage)
        room.emit(delivery.event, delivery.payload)
      else if (delivery.event === SOCKET_EVENTS.notifyReadMessage)
        room.emit(delivery.event, delivery.payload)
      else room.emit(delivery.event, delivery.payload)
    }
  }
  const unsubscribeChat = onChatEvent((event) => deliver(deliveriesOf(event)))
  const unsubscribeRequests = db.connections.onChange((change) => {
    if (change.type === 'put') deliver(requestDeliveries(change.record as ConnectionRecord))
  })
  const unsubscribe = () => {
    unsubscribeChat()
    unsubscribeRequests()
  }
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () =>
      [...io.of('/').sockets.values()].map((socket) => ({ userId: socket.data.user.id })),
    dropAll: () => {
      for (const socket of io.of('/').sockets.values()) socket.conn.close()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        unsubscribe()
        void io.close(() => resolve())
      }),
  }
}
