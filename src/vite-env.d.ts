/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the REST API; `/api/v1` on the mock backend, an absolute URL for a real server. */
  readonly VITE_API_BASE_URL?: string
  /** Socket.IO origin; empty for the page's own origin. */
  readonly VITE_SOCKET_URL?: string
  /** Authorisation endpoint of the external identity provider (OAuth token flow). */
  readonly VITE_IDENTITY_AUTHORIZE_URL?: string
  readonly VITE_IDENTITY_CLIENT_ID?: string
  /**
   * The IP-location lookup for "Get Address" (ipapi.co's answer shape); unset: the mock service
   * (a production build: none); empty: none, the button is hidden.
   */
  readonly VITE_IP_LOCATION_URL?: string
  /** Support address for Contact Us links. */
  readonly VITE_SUPPORT_EMAIL?: string
  /** The card provider's publishable key; empty in mock mode for the fake in-app checkout. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string
  /** The card provider's price ids, one per plan and billing period. */
  readonly VITE_STRIPE_PRICE_BASIC_MONTHLY?: string
  readonly VITE_STRIPE_PRICE_BASIC_YEARLY?: string
  readonly VITE_STRIPE_PRICE_PRIME_MONTHLY?: string
  readonly VITE_STRIPE_PRICE_PRIME_YEARLY?: string
  readonly VITE_STRIPE_PRICE_ELITE_MONTHLY?: string
  readonly VITE_STRIPE_PRICE_ELITE_YEARLY?: string
  /** 'true' runs the app on the in-browser mock backend (MSW + mock socket). */
  readonly VITE_ENABLE_MOCKS?: string
  /** Latency the mock backend adds to every answer, in milliseconds. */
  readonly VITE_MOCK_LATENCY_MS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
