import type { TransportCtor } from 'engine.io-client'

import { env } from '@/config/env'

/**
 * Where the live socket connects and how. Production: VITE_SOCKET_URL (or the page's own
 * origin) over real WebSockets. Mock mode (the demo, the tests, Storybook) hands in a loader that
 * starts the in-browser Socket.IO server and returns the transport that opens mock-socket
 * WebSockets to it; it runs when the socket is first needed, so none of it weighs on a visitor's
 * first load. No app code changes between the two.
 */
export type LiveSocketTransports = Array<'websocket' | TransportCtor>

let loadTransports: () => Promise<LiveSocketTransports> = () => Promise.resolve(['websocket'])

export function setLiveSocketTransports(
  loader: LiveSocketTransports | (() => Promise<LiveSocketTransports>),
): void {
  loadTransports = typeof loader === 'function' ? loader : () => Promise.resolve(loader)
}

export function liveSocketTransports(): Promise<LiveSocketTransports> {
  return loadTransports()
}

/** The Socket.IO server's origin: VITE_SOCKET_URL, or the page's own origin. */
export function liveSocketUrl(): string {
  if (env.socketUrl) return env.socketUrl
  return typeof location === 'undefined' ? 'http://localhost' : location.origin
}
