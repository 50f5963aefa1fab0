/**
 * CORS as the real API must answer a browser app served from another origin (README, "Attaching
 * a real backend"): the allowed origins are a list; every answer to them, errors included, names
 * the origin; a preflight allows the methods and the two request headers the app sends. No
 * credentials: the app sends its token in Authorization, never in a cookie.
 */
export const ALLOWED_METHODS = 'GET, POST'
export const ALLOWED_HEADERS = 'Authorization, Content-Type'
export const PREFLIGHT_MAX_AGE_SECONDS = 600

export interface CorsPolicy {
  /** Exact origins (`https://app.example.com`); `*` allows any origin. */
  allowedOrigins: readonly string[]
}

export function isAllowedOrigin(policy: CorsPolicy, origin: string | undefined): boolean {
  return Boolean(
    origin && (policy.allowedOrigins.includes('*') || policy.allowedOrigins.includes(origin)),
  )
}

/** The headers every answer to `origin` carries (none for an origin that is not allowed). */
export function corsHeaders(
  policy: CorsPolicy,
  origin: string | undefined,
): Record<string, string> {
  if (!origin || !isAllowedOrigin(policy, origin)) return { Vary: 'Origin' }
  // Content-Disposition names a downloaded file (a session's `.ics`) for the app across origins.
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Content-Disposition',
    Vary: 'Origin',
  }
}

/** The extra headers of a preflight answer to an allowed origin. */
export function preflightHeaders(policy: CorsPolicy, origin: string | undefined) {
  if (!isAllowedOrigin(policy, origin)) return corsHeaders(policy, origin)
  return {
    ...corsHeaders(policy, origin),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
  }
}
