import { env } from '@/config/env'

/**
 * Signs the app in as a demo account the way the login page does, without importing app code:
 * these keys and cookie attributes mirror src/lib/auth/token-store.ts and cookies.ts (a
 * sign-in without "Remember me": access token in sessionStorage, refresh token in a session
 * cookie named for this tab, so another tab's person stays signed in). Keep them in step with
 * those files.
 */
const ACCESS_TOKEN_KEY = 'catalyst_access_token'
const REFRESH_TOKEN_KEY = 'catalyst_refresh_token'
const TAB_ID_KEY = 'catalyst_tab_id'

function tabId(): string {
  let id = sessionStorage.getItem(TAB_ID_KEY)
  if (!id) {
    id = crypto.randomUUID().slice(0, 8)
    sessionStorage.setItem(TAB_ID_KEY, id)
  }
  return id
}

function cookie(name: string, value: string, extra = ''): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${extra}${secure}`
}

function storeTokens(accessToken: string, refreshToken: string): void {
  // This tab's own sign-in: the app prefers it over a remembered one of another tab.
  sessionStorage.setItem(ACCESS_TOKEN_KEY, accessToken)
  cookie(`${REFRESH_TOKEN_KEY}.${tabId()}`, refreshToken)
}

interface SignInAnswer {
  success?: { access_token: string; refresh_token: string }
  message?: string
}

/** POST /auth/signin through the worker, store the tokens, open the app's home. */
export async function signInAs(email: string, password: string): Promise<void> {
  const response = await fetch(`${env.apiBaseUrl.replace(/\/$/, '')}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, keep_me_signed_in: false }),
  })
  const answer = (await response.json().catch(() => ({}))) as SignInAnswer
  if (!response.ok || !answer.success)
    throw new Error(answer.message ?? `Sign-in failed (${response.status})`)
  storeTokens(answer.success.access_token, answer.success.refresh_token)
  location.assign(import.meta.env.BASE_URL || '/')
}
