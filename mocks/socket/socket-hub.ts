import {
  SESSION_ENDED_MESSAGES,
  SOCKET_AUTH_ERRORS,
  SOCKET_EVENTS,
  type SessionEndedPayload,
  type SessionEndReason,
  type SocketAck,
} from '@/lib/socket/events'

import {
  db,
  type ConnectionRecord,
  type PathwayAssignmentRecord,
  type SessionRecord,
  type TokenRecord,
} from '../db'
import { onChatEvent } from '../handlers/chat/chat-events'
import { findUser } from '../services/relations'
import { verifyToken } from '../services/tokens'
import {
  authenticateSocket,
  deliveriesOf,
  readMessages,
  pathwayDeliveries,
  requestDeliveries,
  sendMessage,
  sessionDeliveries,
  type Delivery,
} from './chat-service'

/**
 * The live chat's sessions, whatever carries their frames: which connection is whose, the
 * events they send, and the deliveries each gets (a user's every open connection, as a Socket.IO
 * room). The mock Socket.IO server (mock-server.ts) frames and pings; the hub is the server's
 * state. In Node and Storybook both live in one place; in the browser, each tab frames its own
 * connections and the hub lives in the serving tab, so every tab's sockets meet one server.
 *
 * A session lasts as long as its access token (openapi/socket-events.md, `session ended`): when
 * a token is revoked (sign-out, password reset, a revoked refresh family) or the access token
 * expires, the session ends at once: the connection gets `session ended` and is disconnected.
 */
export type Deliver = (event: string, payload: unknown) => void

/** How the hub reaches one connection. */
export interface SessionLink {
  deliver: Deliver
  /** Sends `session ended` and disconnects (no reconnection with the same token). */
  end(payload: SessionEndedPayload): void
  /** Drops the transport as a crash would (the client reconnects by itself). */
  drop(): void
}

/** The message a live session ends with. */
export const sessionEnded = (reason: SessionEndReason): SessionEndedPayload => ({
  reason,
  message: SESSION_ENDED_MESSAGES[reason],
})

/** The longest a timer can wait (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface SocketHub {
  connect(
    connId: string,
    auth: unknown,
    link: SessionLink,
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
  link: SessionLink
  expiry: ReturnType<typeof setTimeout> | undefined
}

const tokenOf = (auth: unknown) =>
  auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string'
    ? auth.token
    : ''

export function createSocketHub(): SocketHub {
  const sessions = new Map<string, Session>()

  const end = (connId: string, session: Session, reason: SessionEndReason) => {
    sessions.delete(connId)
    clearTimeout(session.expiry)
    session.link.end(sessionEnded(reason))
  }

  /** The session's user while its token lives; otherwise the session ends. */
  const liveUser = (connId: string, session: Session) => {
    const check = verifyToken(session.token)
    const user = check.ok && check.claims.typ === 'access' ? findUser(session.userId) : undefined
    if (user) return user
    end(connId, session, !check.ok && check.reason === 'expired' ? 'expired' : 'revoked')
    return undefined
  }

  /** Ends the session when its access token expires (a refresh opens a new one before). */
  const watchExpiry = (connId: string, session: Session) => {
    const check = verifyToken(session.token)
    if (!check.ok) return
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, check.claims.exp * 1000 - Date.now()))
    session.expiry = setTimeout(() => {
      if (sessions.get(connId) !== session) return
      if (liveUser(connId, session)) watchExpiry(connId, session)
    }, wait)
  }

  const deliver = (deliveries: readonly Delivery[]) => {
    for (const delivery of deliveries)
      for (const [connId, session] of sessions)
        if (session.userId === delivery.userId && liveUser(connId, session))
          session.link.deliver(delivery.event, delivery.payload)
  }
  const unsubscribeChat = onChatEvent((chatEvent) => deliver(deliveriesOf(chatEvent)))
  // Requests made or decided, whichever call wrote them.
  const unsubscribeRequests = db.connections.onChange((change) => {
    if (change.type === 'put' && sessions.size > 0)
      deliver(requestDeliveries(change.record as ConnectionRecord))
  })
  // A pathway recommended, changed or with a step completed, whichever call wrote it.
  const unsubscribePathways = db.pathwayAssignments.onChange((change) => {
    if (change.type === 'put' && sessions.size > 0)
      deliver(pathwayDeliveries(change.record as PathwayAssignmentRecord))
  })
  // A session booked, moved or cancelled, to both of its people.
  const unsubscribeSessions = db.sessions.onChange((change) => {
    if (change.type === 'put' && sessions.size > 0)
      deliver(sessionDeliveries(change.record as SessionRecord))
  })
  // A revocation (sign-out, password reset, a refresh family) ends the sessions it covers now.
  const unsubscribeTokens = db.tokens.onChange((change) => {
    if (change.type !== 'put' || !(change.record as TokenRecord).revoked) return
    for (const [connId, session] of sessions) liveUser(connId, session)
  })
  const unsubscribe = () => {
    unsubscribeChat()
    unsubscribeRequests()
    unsubscribePathways()
    unsubscribeSessions()
    unsubscribeTokens()
  }

  return {
    connect(connId, auth, link) {
      const check = authenticateSocket(auth)
      if (!check.ok) return check
      const session: Session = {
        userId: check.user.id,
        token: tokenOf(auth),
        link,
        expiry: undefined,
      }
      sessions.set(connId, session)
      watchExpiry(connId, session)
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
      clearTimeout(sessions.get(connId)?.expiry)
      sessions.delete(connId)
    },

    dropAll() {
      const dropped = [...sessions.values()]
      sessions.clear()
      for (const session of dropped) {
        clearTimeout(session.expiry)
        session.link.drop()
      }
      return dropped.length
    },

    connections: () => [...sessions.values()].map(({ userId }) => ({ userId })),

    userOf: (connId) => sessions.get(connId)?.userId,

    stop() {
      unsubscribe()
      for (const session of sessions.values()) clearTimeout(session.expiry)
      sessions.clear()
    },
  }
}
