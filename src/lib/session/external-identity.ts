/**
 * The external identity provider's return (spec part 1 sections 2, 3, 7): its access token is
 * kept as the temporary token (session storage, never the URL), with the identity info the
 * google-signUp wizard pre-fills and locks.
 */
export const TEMPORARY_TOKEN_KEY = 'catalyst_temporary_token'
export const EXTERNAL_IDENTITY_KEY = 'catalyst_external_identity'
export const EXTERNAL_SIGN_IN_STATE_KEY = 'catalyst_external_sign_in_state'

export interface ExternalIdentity {
  email?: string | null
  given_name?: string | null
  family_name_google?: string | null
  country_google?: string | null
  country_code_google?: string | null
  phone_number_google?: string | null
}

export type ProviderReturn =
  | { kind: 'token'; accessToken: string; state: string | null }
  | { kind: 'error'; message: string; state: string | null }

/** Reads `#access_token=...` or `#error_description=...` from a URL fragment. */
export function parseProviderReturn(hash: string): ProviderReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const state = params.get('state')
  const accessToken = params.get('access_token')
  if (accessToken) return { kind: 'token', accessToken, state }
  const error = params.get('error_description') ?? params.get('error')
  if (error) return { kind: 'error', message: error, state }
  return null
}

export function saveTemporaryIdentity(token: string, identity: ExternalIdentity): void {
  sessionStorage.setItem(TEMPORARY_TOKEN_KEY, token)
  sessionStorage.setItem(EXTERNAL_IDENTITY_KEY, JSON.stringify(identity))
}

export function readTemporaryToken(): string | null {
  return sessionStorage.getItem(TEMPORARY_TOKEN_KEY)
}

export function readExternalIdentity(): ExternalIdentity | null {
  try {
    const raw = sessionStorage.getItem(EXTERNAL_IDENTITY_KEY)
    return raw ? (JSON.parse(raw) as ExternalIdentity) : null
  } catch {
    return null
  }
}

export function clearTemporaryIdentity(): void {
  sessionStorage.removeItem(TEMPORARY_TOKEN_KEY)
  sessionStorage.removeItem(EXTERNAL_IDENTITY_KEY)
}
