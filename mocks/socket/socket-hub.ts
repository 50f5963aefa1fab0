import { SOCKET_AUTH_ERRORS, SOCKET_EVENTS, type SocketAck } from '@/lib/socket/events'

import { db, type ConnectionRecord } from '../db'
import { onChatEvent } from '../handlers/chat/chat-events'
import { findUser } from '../services/relations'
import { verifyToken } from '../services/tokens'
import {
  authenticateSocket,
  deliveriesOf,
  readMessages,
  requestDeliveries,
  sendMessage,
  type Delivery,
} from './chat-service'

/**
 * The live chat's sessions, whatever carries their frames: which connection is whose, the
 * events they send, and the deliveries each gets (a user's every open connection, as a Socket.IO
 * room). The mock Socket.IO server (mock-server.ts) frames and pings; the hub is the server's
 * state. In Node and Storybook both live in one place; in the browser, each tab frames its own
 * connections and the hub lives in the serving tab, so every tab's sockets meet one server.
 *
 * A session lasts as long as its access token: a token revoked (sign-out, password reset) or
 * expired ends it at the next event or delivery, as the handshake would refuse it.
 */
export type Deliver = (event: string, payload: unknown) => void

export interface SocketHub {
  connect(
    connId: string,
    auth: unknown,
    deliver: Deliver,
    drop: () => void,
  ): { ok: true } | { ok: false; message: string }
  /** `auth`: the handshake's, to answer an event whose session this hub does not hold. */
  event(connId: string, event: unknown, payload: unknown, auth?: unknown): Promise<SocketAck>
  close(connId: string): void
  /** Ends every session (their connections are dropped); how many there were. */
  dropAll(): number
  connections(): ReadonlyArray<{ userId: string }>
  userOf(connId: string): string | undefined
  stop(): void
}

interface Session {
  userId: string
  token: string
  deliver: Deliver
  drop: () => void
}

const tokenOf = (auth: unknown) =>
  auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string'
    ? auth.token
    : ''

export function createSocketHub(): SocketHub {
  const sessions = new Map<string, Session>()

  /** The session's user while its token lives; otherwise the session ends. */
  const liveUser = (connId: string, session: Session) => {
    const check = verifyToken(session.token)
    const user = check.ok && check.claims.typ === 'access' ? findUser(session.userId) : undefined
    if (user) return user
    sessions.delete(connId)
    session.drop()
    return undefined
  }

  const deliver = (deliveries: readonly Delivery[]) => {
    for (const delivery of deliveries)
      for (const [connId, session] of sessions)
        if (session.userId === delivery.userId && liveUser(connId, session))
          session.deliver(delivery.event, delivery.payload)
  }
  const unsubscribeChat = onChatEvent((chatEvent) => deliver(deliveriesOf(chatEvent)))
  // Requests made or decided, whichever call wrote them.
  const unsubscribeRequests = db.connections.onChange((change) => {
    if (change.type === 'put' && sessions.size > 0)
      deliver(requestDeliveries(change.record as ConnectionRecord))
  })
  const unsubscribe = () => {
    unsubscribeChat()
    unsubscribeRequests()
  }

  return {
    connect(connId, auth, deliver, drop) {
      const check = authenticateSocket(auth)
      if (!check.ok) return check
      sessions.set(connId, { userId: check.user.id, token: tokenOf(auth), deliver, drop })
      return { ok: true }
    },

    async event(connId, event, payload, auth) {
      const session = sessions.get(connId)
      // A session this hub never saw (the serving tab changed since the handshake): the
      // handshake's token, checked again, stands for it.
      const check = session || auth === undefined ? null : authenticateSocket(auth)
      const me = session ? liveUser(connId, session) : check?.ok ? check.user : undefined
      if (!me)
        return {
          success: false,
          message: session || check ? SOCKET_AUTH_ERRORS.invalid : 'Not authenticated',
        }
      if (event === SOCKET_EVENTS.sendMessage) return sendMessage(me, payload)
      if (event === SOCKET_EVENTS.readMessage) return readMessages(me, payload)
      return { success: false, message: `Unknown event ${String(event)}` }
    },

    close(connId) {
      sessions.delete(connId)
    },

    dropAll() {
      const dropped = [...sessions.values()]
      sessions.clear()
      dropped.forEach((session) => session.drop())
      return dropped.length
    },

    connections: () => [...sessions.values()].map(({ userId }) => ({ userId })),

    userOf: (connId) => sessions.get(connId)?.userId,

    stop() {
      unsubscribe()
      sessions.clear()
    },
  }
}
