import { io } from 'socket.io-client'
import type { TransportCtor } from 'engine.io-client'

import type { Auth } from '@/lib/auth/auth'

import { SIGN_IN_ENDED_MESSAGES, SOCKET_EVENTS, type ChatSocket } from './events'

/**
 * The live chat socket (spec part 1 sections 4 and 7; openapi/asyncapi.yaml): Socket.IO, websocket
 * transport only, the access token as handshake auth. It connects while someone is signed in,
 * reconnects with the new token after each refresh, and disconnects when the sign-in ends (a 401,
 * logout). A refused handshake (connect_error) never signs anyone out: the next token tries again.
 */
/**
 * `connecting` at start, `connected`, `down` (lost or refused: retrying), `ended` (the server
 * ended the sign-in: no retry until a new token), `off` (signed out).
 */
export type LiveStatus = 'off' | 'connecting' | 'connected' | 'down' | 'ended'

export interface LiveSocket {
  socket: ChatSocket
  status(): LiveStatus
  /** The server's words when it ended the sign-in (status `ended`). */
  endedMessage(): string | null
  /** Called on every change of status; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Called after a reconnection: missed messages are fetched again over HTTP. */
  onResync(listener: () => void): () => void
  stop(): void
}

export interface LiveSocketOptions {
  auth: Pick<Auth, 'getAccessToken' | 'isSignedIn' | 'subscribe'>
  /** The Socket.IO server's origin (VITE_SOCKET_URL, or the page's own origin). */
  url: string
  /** 'websocket' in production; mock mode passes the mock-socket transport. */
  transports?: Array<'websocket' | TransportCtor>
  /** Backoff of reconnection attempts (socket.io-client's own, with jitter). */
  reconnectionDelayMs?: number
  reconnectionDelayMaxMs?: number
}

export function createChatSocket(
  options: Pick<
    LiveSocketOptions,
    'url' | 'transports' | 'reconnectionDelayMs' | 'reconnectionDelayMaxMs'
  > & {
    token: () => string | null
  },
): ChatSocket {
  return io(options.url, {
    path: '/socket.io/',
    transports: (options.transports ?? ['websocket']) as Array<'websocket'>,
    autoConnect: false,
    // Read at every (re)connection, so a refreshed token is the one sent.
    auth: (send) => send({ token: options.token() ?? '' }),
    reconnectionDelay: options.reconnectionDelayMs ?? 1_000,
    reconnectionDelayMax: options.reconnectionDelayMaxMs ?? 10_000,
  })
}

export function startLiveSocket(options: LiveSocketOptions): LiveSocket {
  const { auth } = options
  const socket = createChatSocket({ ...options, token: () => auth.getAccessToken() })
  const listeners = new Set<() => void>()
  const resyncListeners = new Set<() => void>()
  let status: LiveStatus = 'off'
  let everConnected = false
  let connectedWith: string | null = null
  let endedMessage: string | null = null
  /** The token of the last successful connection. */
  let liveToken: string | null = null
  const setStatus = (next: LiveStatus) => {
    if (next === status) return
    status = next
    listeners.forEach((listener) => listener())
  }

  socket.on('connect', () => {
    liveToken = connectedWith
    setStatus('connected')
    if (everConnected) resyncListeners.forEach((listener) => listener())
    everConnected = true
  })
  socket.on('connect_error', () => setStatus('down'))
  // The server ended the sign-in (sign-out elsewhere, password reset, expiry): it disconnects
  // next, and socket.io-client does not reconnect; a new token does (follow, below).
  socket.on(SOCKET_EVENTS.signInEnded, (payload) => {
    endedMessage = payload.message || SIGN_IN_ENDED_MESSAGES[payload.reason]
  })
  socket.on('disconnect', (reason) => {
    if (!auth.isSignedIn()) return
    if (reason !== 'io server disconnect') return setStatus('down')
    // The end of an older sign-in's token, arriving after a refresh already reconnected with a newer
    // token: that newer one tries now.
    if (connectedWith !== liveToken) {
      endedMessage = null
      setStatus('connecting')
      socket.connect()
      return undefined
    }
    endedMessage ??= SIGN_IN_ENDED_MESSAGES.revoked
    setStatus('ended')
    return undefined
  })

  const follow = () => {
    const token = auth.isSignedIn() ? auth.getAccessToken() : null
    if (!token) {
      connectedWith = null
      socket.disconnect()
      setStatus('off')
      return
    }
    if (token === connectedWith) return
    const reconnect = connectedWith !== null
    connectedWith = token
    endedMessage = null
    if (status === 'off' || status === 'ended') setStatus('connecting')
    // A new token (refresh): the next handshake must carry it.
    if (reconnect) socket.disconnect()
    socket.connect()
  }
  follow()
  const unsubscribe = auth.subscribe(follow)

  return {
    socket,
    status: () => status,
    endedMessage: () => (status === 'ended' ? endedMessage : null),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onResync: (listener) => {
      resyncListeners.add(listener)
      return () => resyncListeners.delete(listener)
    },
    stop: () => {
      unsubscribe()
      socket.disconnect()
      socket.removeAllListeners()
      listeners.clear()
      resyncListeners.clear()
    },
  }
}

export { emitWithAck } from './emit'
