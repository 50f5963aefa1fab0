import type { Page, WebSocket } from '@playwright/test'

import { crossOrigin } from './servers'

/**
 * The live chat's WebSockets of one tab, as the network sees them (checks a user cannot make):
 * each connection to the API's Socket.IO endpoint and the frames it sent and received.
 */
export interface LiveSockets {
  /** Connections opened so far, oldest first. */
  readonly opened: WebSocket[]
  /** Whether any connection sent (or received) a frame containing `text`. */
  sent(text: string): boolean
  received(text: string): boolean
  /** The token the connection's Socket.IO handshake (its CONNECT packet) carried. */
  handshakeToken(socket: WebSocket): string | null
  /** Whether the server accepted the connection's handshake (answered its CONNECT). */
  accepted(socket: WebSocket): boolean
}

const SOCKET_URL = `${crossOrigin.apiOrigin.replace(/^http/, 'ws')}/socket.io/`

export function watchLiveSockets(page: Page): LiveSockets {
  const opened: WebSocket[] = []
  const sent = new Map<WebSocket, string[]>()
  const received = new Map<WebSocket, string[]>()
  page.on('websocket', (socket) => {
    if (!socket.url().startsWith(SOCKET_URL)) return
    opened.push(socket)
    sent.set(socket, [])
    received.set(socket, [])
    socket.on('framesent', ({ payload }) => sent.get(socket)!.push(String(payload)))
    socket.on('framereceived', ({ payload }) => received.get(socket)!.push(String(payload)))
  })
  const all = (frames: Map<WebSocket, string[]>) => [...frames.values()].flat()
  return {
    opened,
    sent: (text) => all(sent).some((frame) => frame.includes(text)),
    received: (text) => all(received).some((frame) => frame.includes(text)),
    // The server's CONNECT answer: `40{"sid":"..."}` (a refusal is `44{...}`).
    accepted: (socket) => (received.get(socket) ?? []).some((frame) => frame.startsWith('40')),
    handshakeToken(socket) {
      // Socket.IO's CONNECT packet to the main namespace: `40{"token":"..."}`.
      const connect = sent.get(socket)?.find((frame) => frame.startsWith('40'))
      if (!connect) return null
      return (JSON.parse(connect.slice(2)) as { token?: string }).token ?? null
    },
  }
}
