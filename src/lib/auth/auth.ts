import type { StoredTokens, TokenStore } from './token-store'

export type AuthListener = () => void

/**
 * The signed-in state as the router and the HTTP client see it: whether tokens exist and which.
 * Who the user is comes from the profile query (api/profile), not from here.
 */
export interface Auth {
  getAccessToken(): string | null
  /**
   * The refresh token as stored now: tabs share the cookie, and another tab's refresh rotates
   * it, so it is read from the store each time rather than remembered.
   */
  getRefreshToken(): string | null
  isSignedIn(): boolean
  /** Stores the tokens of a successful sign-in. */
  start(tokens: StoredTokens): void
  /** Stores a refreshed access token, and the rotated refresh token when one came with it. */
  refreshed(accessToken: string, refreshToken?: string): void
  /** Forgets the tokens (logout, 401, failed profile load). */
  end(): void
  subscribe(listener: AuthListener): () => void
}

export function createAuth(store: TokenStore): Auth {
  const listeners = new Set<AuthListener>()
  let tokens = store.read()
  const notify = () => listeners.forEach((listener) => listener())

  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () =>
      tokens ? store.read()?.refreshToken || tokens.refreshToken || null : null,
    isSignedIn: () => Boolean(tokens?.accessToken),
    start(next) {
      store.save(next)
      tokens = next
      notify()
    },
    refreshed(accessToken, refreshToken) {
      if (!tokens) return
      tokens = { ...tokens, accessToken, refreshToken: refreshToken ?? tokens.refreshToken }
      store.replaceTokens(accessToken, refreshToken)
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
