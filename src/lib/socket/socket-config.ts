import type { TransportCtor } from 'engine.io-client'

import { env } from '@/config/env'

/**
 * Where the live socket connects and how. Production: VITE_SOCKET_URL (or the page's own
 * origin) over real WebSockets. Mock mode (the demo, the tests, Storybook) hands in the
 * transport that opens mock-socket WebSockets to the in-browser Socket.IO server instead; no app
 * code changes between the two.
 */
let transports: Array<'websocket' | TransportCtor> = ['websocket']

export function setLiveSocketTransports(next: Array<'websocket' | TransportCtor>): void {
  transports = next
}

export function liveSocketTransports(): Array<'websocket' | TransportCtor> {
  return transports
}

/** The Socket.IO server's origin: VITE_SOCKET_URL, or the page's own origin. */
export function liveSocketUrl(): string {
  if (env.socketUrl) return env.socketUrl
  return typeof location === 'undefined' ? 'http://localhost' : location.origin
}
