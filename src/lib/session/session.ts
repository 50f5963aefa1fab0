import type { StoredTokens, TokenStore } from './token-store'

export type SessionListener = () => void

/**
 * The signed-in state as the router and the HTTP client see it: whether tokens exist and which.
 * Who the user is comes from the profile query (api/profile), not from here.
 */
export interface Session {
  getAccessToken(): string | null
  getRefreshToken(): string | null
  isSignedIn(): boolean
  /** Stores the tokens of a successful sign-in. */
  start(tokens: StoredTokens): void
  /** Stores a refreshed access token. */
  refreshed(accessToken: string): void
  /** Forgets the tokens (logout, 401, failed profile load). */
  end(): void
  subscribe(listener: SessionListener): () => void
}

export function createSession(store: TokenStore): Session {
  const listeners = new Set<SessionListener>()
  let tokens = store.read()
  const notify = () => listeners.forEach((listener) => listener())

  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken || null,
    isSignedIn: () => Boolean(tokens?.accessToken),
    start(next) {
      store.save(next)
      tokens = next
      notify()
    },
    refreshed(accessToken) {
      if (!tokens) return
      tokens = { ...tokens, accessToken }
      store.replaceAccessToken(accessToken)
      notify()
    },
    end() {
      store.clear()
      const had = tokens !== null
      tokens = null
      if (had) notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
