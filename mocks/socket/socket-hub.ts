import {
  SIGN_IN_ENDED_MESSAGES,
  SOCKET_AUTH_ERRORS,
  SOCKET_EVENTS,
  type LiveEvent,
  type SignInEndedPayload,
  type SignInEndReason,
  type SocketAck,
} from '@/lib/socket/events'

import { db, type TokenRecord } from '../db'
import { onChatEvent } from '../handlers/chat/chat-events'
import { addPresenceSource } from '../services/presence'
import { findUser } from '../services/relations'
import { verifyToken } from '../services/tokens'
import { authenticateSocket, deliveriesOf, readMessages, sendMessage } from './chat-service'
import { LIVE_EVENT_SOURCES, LIVE_EVENTS } from './live-events'

/**
 * The live socket's connections, whatever carries their frames: which connection is whose, the
 * events they send, and the deliveries each gets (a user's every open connection, as a Socket.IO
 * room). The mock Socket.IO server (mock-server.ts) frames and pings; the hub is the server's
 * state. In Node and Storybook both live in one place; in the browser, each tab frames its own
 * connections and the hub lives in the serving tab, so every tab's sockets meet one server.
 *
 * What it delivers: the chat's events (chat-service.ts) and every live event of the registry
 * (live-events.ts), raised by the db's change feed whichever call wrote the record.
 *
 * A connection lasts as long as its access token (openapi/socket-events.md, `session ended`):
 * when the token is revoked (sign-out, password reset, a revoked refresh family) or expires, the
 * connection gets `session ended` at once and is disconnected.
 */
export type Deliver = (event: string, payload: unknown) => void

/** How the hub reaches one connection. */
export interface ConnectionLink {
  deliver: Deliver
  /** Sends `session ended` and disconnects (no reconnection with the same token). */
  end(payload: SignInEndedPayload): void
  /** Drops the transport as a crash would (the client reconnects by itself). */
  drop(): void
}

/** The `session ended` message a connection ends with. */
export const signInEnded = (reason: SignInEndReason): SignInEndedPayload => ({
  reason,
  message: SIGN_IN_ENDED_MESSAGES[reason],
})

/** The longest a timer can wait (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface SocketHub {
  connect(
    connId: string,
    auth: unknown,
    link: ConnectionLink,
  ): { ok: true } | { ok: false; message: string }
  /** `auth`: the handshake's, to answer an event of a connection this hub does not hold. */
  event(connId: string, event: unknown, payload: unknown, auth?: unknown): Promise<SocketAck>
  close(connId: string): void
  /** Drops every connection; how many there were. */
  dropAll(): number
  connections(): ReadonlyArray<{ userId: string }>
  userOf(connId: string): string | undefined
  stop(): void
}

interface Connection {
  userId: string
  token: string
  link: ConnectionLink
  expiry: ReturnType<typeof setTimeout> | undefined
}

interface Delivery {
  userId: string
  event: string
  payload: unknown
}

const tokenOf = (auth: unknown) =>
  auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string'
    ? auth.token
    : ''

export function createSocketHub(): SocketHub {
  const connections = new Map<string, Connection>()

  const end = (connId: string, connection: Connection, reason: SignInEndReason) => {
    connections.delete(connId)
    clearTimeout(connection.expiry)
    connection.link.end(signInEnded(reason))
  }

  /** The connection's user while its token lives; otherwise the connection ends. */
  const liveUser = (connId: string, connection: Connection) => {
    const check = verifyToken(connection.token)
    const user = check.ok && check.claims.typ === 'access' ? findUser(connection.userId) : undefined
    if (user) return user
    end(connId, connection, !check.ok && check.reason === 'expired' ? 'expired' : 'revoked')
    return undefined
  }

  /** Ends the connection when its access token expires (a refresh opens a new one before). */
  const watchExpiry = (connId: string, connection: Connection) => {
    const check = verifyToken(connection.token)
    if (!check.ok) return
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, check.claims.exp * 1000 - Date.now()))
    connection.expiry = setTimeout(() => {
      if (connections.get(connId) !== connection) return
      if (liveUser(connId, connection)) watchExpiry(connId, connection)
    }, wait)
  }

  const deliver = (deliveries: readonly Delivery[]) => {
    for (const delivery of deliveries)
      for (const [connId, connection] of connections)
        if (connection.userId === delivery.userId && liveUser(connId, connection))
          connection.link.deliver(delivery.event, delivery.payload)
  }

  /** Every live event of the registry, from its table's change feed. */
  const followLiveEvent = (event: LiveEvent) => {
    const source = LIVE_EVENT_SOURCES[event]
    // A batched event's deliveries wait for the end of this turn, one per person (the last).
    const batch = new Map<string, Delivery>()
    const flush = () => {
      const deliveries = [...batch.values()]
      batch.clear()
      deliver(deliveries)
    }
    return db[source.table].onChange((change) => {
      if (change.type !== 'put' || connections.size === 0) return
      const { to, payload } = source.deliveryOf(change.record)
      const deliveries = to
        .filter((userId): userId is string => Boolean(userId))
        .map((userId) => ({ userId, event, payload }))
      if (!source.oneForBatch) {
        deliver(deliveries)
        return
      }
      if (batch.size === 0) queueMicrotask(flush)
      deliveries.forEach((delivery) => batch.set(delivery.userId, delivery))
    })
  }
  const unsubscribes = [
    // Who is here: the chat's digest goes only to people away (mocks/services/presence.ts).
    addPresenceSource(() => [...connections.values()].map((connection) => connection.userId)),
    onChatEvent((chatEvent) => deliver(deliveriesOf(chatEvent))),
    ...LIVE_EVENTS.map(followLiveEvent),
    // A revocation (sign-out, password reset, a refresh family) ends the connections it covers now.
    db.tokens.onChange((change) => {
      if (change.type !== 'put' || !(change.record as TokenRecord).revoked) return
      for (const [connId, connection] of connections) liveUser(connId, connection)
    }),
  ]

  return {
    connect(connId, auth, link) {
      const check = authenticateSocket(auth)
      if (!check.ok) return check
      const connection: Connection = {
        userId: check.user.id,
        token: tokenOf(auth),
        link,
        expiry: undefined,
      }
      connections.set(connId, connection)
      watchExpiry(connId, connection)
      return { ok: true }
    },

    async event(connId, event, payload, auth) {
      const connection = connections.get(connId)
      // A connection this hub never saw (the serving tab changed since the handshake): the
      // handshake's token, checked again, stands for it.
      const check = connection || auth === undefined ? null : authenticateSocket(auth)
      const me = connection ? liveUser(connId, connection) : check?.ok ? check.user : undefined
      if (!me)
        return {
          success: false,
          message: connection || check ? SOCKET_AUTH_ERRORS.invalid : 'Not authenticated',
        }
      if (event === SOCKET_EVENTS.sendMessage) return sendMessage(me, payload)
      if (event === SOCKET_EVENTS.readMessage) return readMessages(me, payload)
      return { success: false, message: `Unknown event ${String(event)}` }
    },

    close(connId) {
      clearTimeout(connections.get(connId)?.expiry)
      connections.delete(connId)
    },

    dropAll() {
      const dropped = [...connections.values()]
      connections.clear()
      for (const connection of dropped) {
        clearTimeout(connection.expiry)
        connection.link.drop()
      }
      return dropped.length
    },

    connections: () => [...connections.values()].map(({ userId }) => ({ userId })),

    userOf: (connId) => connections.get(connId)?.userId,

    stop() {
      unsubscribes.forEach((unsubscribe) => unsubscribe())
      for (const connection of connections.values()) clearTimeout(connection.expiry)
      connections.clear()
    },
  }
}
