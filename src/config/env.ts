/** The mock IP-location service (mocks/services/ip-location.ts), on the app's own origin. */
export const MOCK_IP_LOCATION_URL = '/mock-services/ip-location'

/**
 * Runtime configuration read from Vite's env (see .env, .env.<mode>). Attaching a real backend
 * means setting VITE_API_BASE_URL / VITE_SOCKET_URL and VITE_ENABLE_MOCKS=false: no code changes.
 */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api/v1',
  socketUrl: import.meta.env.VITE_SOCKET_URL || '',
  mocking: import.meta.env.VITE_ENABLE_MOCKS === 'true',
  /** The identity provider's authorisation endpoint (token flow); the mock provider by default. */
  identityAuthorizeUrl:
    import.meta.env.VITE_IDENTITY_AUTHORIZE_URL || '/mock-services/identity/authorize',
  identityClientId: import.meta.env.VITE_IDENTITY_CLIENT_ID || 'catalyst-web',
  /**
   * The IP-location lookup behind "Get Address" (src/lib/geolocation): a keyless public JSON
   * service answering like ipapi.co. Unset, the mock service; empty, no lookup (the button is
   * hidden). A production build compiles in '' when it is unset (build/production-config.ts).
   */
  ipLocationUrl: (import.meta.env.VITE_IP_LOCATION_URL ?? MOCK_IP_LOCATION_URL).trim(),
  /** Support contact address shown as Contact Us (spec part 1 section 9). */
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@catalyst.example',
  mockLatencyMs: Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 0) || 0,
  isTest: import.meta.env.MODE === 'test',
} as const

/** ky needs an absolute base URL outside the browser's own fetch (jsdom, Node). */
export function absoluteApiBaseUrl(base: string = env.apiBaseUrl): string {
  if (/^https?:\/\//.test(base)) return base.replace(/\/$/, '')
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  return `${origin}${base.startsWith('/') ? '' : '/'}${base}`.replace(/\/$/, '')
}
