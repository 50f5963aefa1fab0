import { deleteCookie, readCookie, writeCookie } from './cookies'

/**
 * Where the tokens live (spec part 1 section 4): the access token in a persistent cookie when
 * "Remember me" is chosen, otherwise in session storage; the refresh token always in a cookie
 * (persistent with Remember me, a session cookie otherwise). Never in localStorage.
 */
export const ACCESS_TOKEN_KEY = 'catalyst_access_token'
export const REFRESH_TOKEN_KEY = 'catalyst_refresh_token'
const REMEMBER_DAYS = 30
const REMEMBER_SECONDS = REMEMBER_DAYS * 24 * 60 * 60

export interface StoredTokens {
  accessToken: string
  refreshToken: string
  remember: boolean
}

export interface TokenStore {
  read(): StoredTokens | null
  save(tokens: StoredTokens): void
  /**
   * Replaces the tokens after a refresh, keeping them where the sign-in put them. The refresh
   * token rotates (each is used once), so a new one replaces the old when the server sent one.
   */
  replaceTokens(accessToken: string, refreshToken?: string): void
  clear(): void
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function createBrowserTokenStore(): TokenStore {
  const store: TokenStore = {
    read() {
      const refreshToken = readCookie(REFRESH_TOKEN_KEY)
      const cookieToken = readCookie(ACCESS_TOKEN_KEY)
      if (cookieToken)
        return { accessToken: cookieToken, refreshToken: refreshToken ?? '', remember: true }
      const sessionToken = safeSessionStorage()?.getItem(ACCESS_TOKEN_KEY)
      if (sessionToken)
        return { accessToken: sessionToken, refreshToken: refreshToken ?? '', remember: false }
      return null
    },
    save({ accessToken, refreshToken, remember }) {
      store.clear()
      const lifetime = remember ? { maxAgeSeconds: REMEMBER_SECONDS } : {}
      if (remember) writeCookie(ACCESS_TOKEN_KEY, accessToken, lifetime)
      else safeSessionStorage()?.setItem(ACCESS_TOKEN_KEY, accessToken)
      writeCookie(REFRESH_TOKEN_KEY, refreshToken, lifetime)
    },
    replaceTokens(accessToken, refreshToken) {
      const current = store.read()
      if (!current) return
      store.save({ ...current, accessToken, refreshToken: refreshToken ?? current.refreshToken })
    },
    clear() {
      deleteCookie(ACCESS_TOKEN_KEY)
      deleteCookie(REFRESH_TOKEN_KEY)
      safeSessionStorage()?.removeItem(ACCESS_TOKEN_KEY)
    },
  }
  return store
}

/** An in-memory store for tests and stories. */
export function createMemoryTokenStore(initial: StoredTokens | null = null): TokenStore {
  let tokens = initial
  return {
    read: () => tokens,
    save: (next) => {
      tokens = next
    },
    replaceTokens: (accessToken, refreshToken) => {
      if (tokens)
        tokens = { ...tokens, accessToken, refreshToken: refreshToken ?? tokens.refreshToken }
    },
    clear: () => {
      tokens = null
    },
  }
}
