import { createContext, use, useSyncExternalStore, type ReactNode } from 'react'

import type { Auth } from './auth'

const AuthContext = createContext<Auth | null>(null)

export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  return <AuthContext value={auth}>{children}</AuthContext>
}

export function useAuth(): Auth {
  const auth = use(AuthContext)
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>')
  return auth
}

/** Re-renders when the user signs in or out. */
export function useIsSignedIn(): boolean {
  const auth = useAuth()
  const read = () => auth.isSignedIn()
  return useSyncExternalStore((listener) => auth.subscribe(listener), read, read)
}
