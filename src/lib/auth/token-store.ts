import { deleteCookie, readCookie, writeCookie } from './cookies'

/**
 * Where the tokens live (spec part 1 section 4): the access token in a persistent cookie when
 * "Remember me" is chosen, otherwise in session storage; the refresh token always in a cookie
 * (persistent with Remember me, otherwise a session cookie of this tab's own). Never in
 * localStorage.
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

/**
 * The tab's own name for its refresh-token cookie. A sign-in without Remember me belongs to one
 * tab: its refresh token sits in a session cookie named for the tab, so a second person signing
 * in without Remember me in another tab never overwrites it (issue 12: two roles side by side).
 */
const TAB_ID_KEY = 'catalyst_tab_id'

function tabRefreshCookie(storage: Storage | null): string | null {
  if (!storage) return null
  let id = storage.getItem(TAB_ID_KEY)
  if (!id) {
    id = crypto.randomUUID().slice(0, 8)
    storage.setItem(TAB_ID_KEY, id)
  }
  return `${REFRESH_TOKEN_KEY}.${id}`
}

export function createBrowserTokenStore(): TokenStore {
  /** Forgets this tab's own sign-in (session storage and its tab cookie). */
  const clearTab = (storage: Storage | null) => {
    storage?.removeItem(ACCESS_TOKEN_KEY)
    const tabCookie = tabRefreshCookie(storage)
    if (tabCookie) deleteCookie(tabCookie)
  }
  const clearRemembered = () => {
    deleteCookie(ACCESS_TOKEN_KEY)
    deleteCookie(REFRESH_TOKEN_KEY)
  }
  const store: TokenStore = {
    read() {
      // This tab's own sign-in first: another tab's Remember me must not take its place.
      const storage = safeSessionStorage()
      const tabToken = storage?.getItem(ACCESS_TOKEN_KEY)
      if (tabToken) {
        const tabCookie = tabRefreshCookie(storage)
        const refreshToken = tabCookie ? readCookie(tabCookie) : null
        return { accessToken: tabToken, refreshToken: refreshToken ?? '', remember: false }
      }
      const cookieToken = readCookie(ACCESS_TOKEN_KEY)
      if (cookieToken)
        return {
          accessToken: cookieToken,
          refreshToken: readCookie(REFRESH_TOKEN_KEY) ?? '',
          remember: true,
        }
      return null
    },
    save({ accessToken, refreshToken, remember }) {
      const storage = safeSessionStorage()
      // A sign-in without Remember me touches only this tab: another tab's remembered sign-in
      // (someone else, side by side) stays as it is.
      clearTab(storage)
      if (remember) {
        const lifetime = { maxAgeSeconds: REMEMBER_SECONDS }
        writeCookie(ACCESS_TOKEN_KEY, accessToken, lifetime)
        writeCookie(REFRESH_TOKEN_KEY, refreshToken, lifetime)
        return
      }
      storage?.setItem(ACCESS_TOKEN_KEY, accessToken)
      const tabCookie = tabRefreshCookie(storage)
      if (tabCookie) writeCookie(tabCookie, refreshToken)
    },
    replaceTokens(accessToken, refreshToken) {
      const current = store.read()
      if (!current) return
      store.save({ ...current, accessToken, refreshToken: refreshToken ?? current.refreshToken })
    },
    clear() {
      // Signing out ends this tab's sign-in: its own, or else the remembered one it uses.
      const storage = safeSessionStorage()
      if (storage?.getItem(ACCESS_TOKEN_KEY)) clearTab(storage)
      else {
        clearRemembered()
        clearTab(storage)
      }
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
