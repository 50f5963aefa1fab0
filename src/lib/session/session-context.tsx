import { createContext, use, useSyncExternalStore, type ReactNode } from 'react'

import type { Session } from './session'

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>
}

export function useSession(): Session {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

/** Re-renders when the user signs in or out. */
export function useIsSignedIn(): boolean {
  const session = useSession()
  const read = () => session.isSignedIn()
  return useSyncExternalStore((listener) => session.subscribe(listener), read, read)
}
