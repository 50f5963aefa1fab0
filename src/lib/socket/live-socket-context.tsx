import {
  createContext,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

import { useAuth, useIsSignedIn } from '@/lib/auth/auth-context'

import type { LiveSocket, LiveStatus } from './live-socket'
import { liveSocketTransports, liveSocketUrl } from './socket-config'

const LiveSocketContext = createContext<LiveSocket | null>(null)

/**
 * Runs the live socket while someone is signed in (spec part 1 section 4): socket.io-client is
 * loaded then, never on a visitor's first load. It follows the sign-in itself: reconnects with a
 * refreshed token, disconnects on a 401 or logout.
 */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const signedIn = useIsSignedIn()
  const [live, setLive] = useState<LiveSocket | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!signedIn) return undefined
    let started: LiveSocket | null = null
    let cancelled = false
    const retry = () => setAttempt((count) => count + 1)
    Promise.all([import('./live-socket'), liveSocketTransports()]).then(
      ([{ startLiveSocket }, transports]) => {
        if (cancelled) return
        started = startLiveSocket({ auth, url: liveSocketUrl(), transports })
        setLive(started)
      },
      // Its code could not be fetched (offline): try again when the browser is back online.
      () => window.addEventListener('online', retry, { once: true }),
    )
    return () => {
      cancelled = true
      window.removeEventListener('online', retry)
      started?.stop()
      setLive(null)
    }
  }, [auth, signedIn, attempt])

  return <LiveSocketContext value={live}>{children}</LiveSocketContext>
}

/** The live socket, or null while it loads or nobody is signed in. */
export function useLiveSocket(): LiveSocket | null {
  return use(LiveSocketContext)
}

const noSocket = () => () => {}

/** The live channel's status; `off` without a socket. */
export function useLiveStatus(): LiveStatus {
  const live = useLiveSocket()
  return useSyncExternalStore(
    live ? (listener: () => void) => live.subscribe(listener) : noSocket,
    () => live?.status() ?? 'off',
    () => 'off',
  )
}
