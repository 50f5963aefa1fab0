import { env } from '@/config/env'

/**
 * Signs the app in as a demo account the way the login page does, without importing app code:
 * these keys and cookie attributes mirror src/lib/session/token-store.ts and cookies.ts (a
 * session without "Remember me": access token in sessionStorage, refresh token in a session
 * cookie). Keep them in step with those files.
 */
const ACCESS_TOKEN_KEY = 'catalyst_access_token'
const REFRESH_TOKEN_KEY = 'catalyst_refresh_token'

function cookie(name: string, value: string, extra = ''): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${extra}${secure}`
}

function storeTokens(accessToken: string, refreshToken: string): void {
  // Clear a remembered (cookie) access token first: the app prefers it over sessionStorage.
  cookie(ACCESS_TOKEN_KEY, '', '; Max-Age=0')
  sessionStorage.setItem(ACCESS_TOKEN_KEY, accessToken)
  cookie(REFRESH_TOKEN_KEY, refreshToken)
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
