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

/** A return this tab did not ask for (no stored state, or another state): never trusted. */
export const PROVIDER_RETURN_UNVERIFIED =
  'Error with Google login: the sign-in could not be verified. Please try again.'
/** The spec's fragment errors (part 1 section 8), and ours for the rest (never the raw text). */
export const PROVIDER_EMAIL_EXISTS = 'Email already exists. Please login with email and password.'
export const PROVIDER_ATTRIBUTES_MISSING = 'Error with Google login: Required attributes missing.'
export const PROVIDER_CANCELLED = 'Sign in with Google was cancelled.'
export const PROVIDER_FAILED = 'Error with Google login. Please try again.'

/**
 * The message shown for the provider's error text: one of the spec's, matched by meaning, or a
 * fixed one. The provider's own words are never shown as given (they come from the URL, so
 * anyone can write them).
 */
export function providerErrorMessage(description: string): string {
  if (/already exists/i.test(description)) return PROVIDER_EMAIL_EXISTS
  if (/attribute/i.test(description)) return PROVIDER_ATTRIBUTES_MISSING
  if (/cancel/i.test(description)) return PROVIDER_CANCELLED
  return PROVIDER_FAILED
}

export type CheckedProviderReturn =
  { kind: 'token'; accessToken: string } | { kind: 'message'; message: string }

/**
 * Accepts a provider return only when this tab stored a `state` before leaving and the return
 * carries the same one (no login CSRF: a link with somebody else's token signs nobody in). A
 * token that passes is used; anything else becomes a fixed message.
 */
export function checkProviderReturn(
  result: ProviderReturn,
  expectedState: string | null,
): CheckedProviderReturn {
  if (!expectedState || result.state !== expectedState)
    return { kind: 'message', message: PROVIDER_RETURN_UNVERIFIED }
  if (result.kind === 'error')
    return { kind: 'message', message: providerErrorMessage(result.message) }
  return { kind: 'token', accessToken: result.accessToken }
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
