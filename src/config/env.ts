/** The mock IP-location service (mocks/services/ip-location.ts), on the app's own origin. */
export const MOCK_IP_LOCATION_URL = '/mock-services/ip-location'

type PlanTierKey = 'basic' | 'prime' | 'elite'
type IntervalKey = 'month' | 'year'

/**
 * Card-provider price ids of the plans (spec part 2 sections 7 and 9), one per tier and billing
 * period, from VITE_STRIPE_PRICE_<TIER>_<MONTHLY|YEARLY>. The mock modes and tests fall back to
 * the mock provider's ids (the mock backend accepts those and the configured ones); a real deployment
 * sets all six.
 */
const mockPriceId = (tier: PlanTierKey, interval: IntervalKey) =>
  import.meta.env.VITE_ENABLE_MOCKS === 'true' || import.meta.env.MODE === 'test'
    ? `price_mock_${tier}_${interval}`
    : ''
const priceIds = {
  basic: {
    month: import.meta.env.VITE_STRIPE_PRICE_BASIC_MONTHLY || mockPriceId('basic', 'month'),
    year: import.meta.env.VITE_STRIPE_PRICE_BASIC_YEARLY || mockPriceId('basic', 'year'),
  },
  prime: {
    month: import.meta.env.VITE_STRIPE_PRICE_PRIME_MONTHLY || mockPriceId('prime', 'month'),
    year: import.meta.env.VITE_STRIPE_PRICE_PRIME_YEARLY || mockPriceId('prime', 'year'),
  },
  elite: {
    month: import.meta.env.VITE_STRIPE_PRICE_ELITE_MONTHLY || mockPriceId('elite', 'month'),
    year: import.meta.env.VITE_STRIPE_PRICE_ELITE_YEARLY || mockPriceId('elite', 'year'),
  },
} as const satisfies Record<PlanTierKey, Record<IntervalKey, string>>

/** The mock card provider's confirm endpoint (mocks/services/stripe.ts), on the app's origin. */
export const MOCK_STRIPE_CONFIRM_URL = '/mock-services/stripe/confirm'

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
  /**
   * The card provider's publishable key (VITE_STRIPE_PUBLISHABLE_KEY). Set, the real Stripe script
   * loads on Pricing; empty in a mock mode, a fake provider renders an in-app test checkout.
   */
  stripePublishableKey: (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '').trim(),
  stripePriceIds: priceIds,
  mockLatencyMs: Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 0) || 0,
  isTest: import.meta.env.MODE === 'test',
} as const

/** ky needs an absolute base URL outside the browser's own fetch (jsdom, Node). */
export function absoluteApiBaseUrl(base: string = env.apiBaseUrl): string {
  if (/^https?:\/\//.test(base)) return base.replace(/\/$/, '')
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  return `${origin}${base.startsWith('/') ? '' : '/'}${base}`.replace(/\/$/, '')
}
