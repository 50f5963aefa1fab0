import type { Plugin } from 'vite'

/**
 * The configuration a production build (mocking off) needs to talk to a real backend (README,
 * "Attaching a real backend"). The build fails on a missing or malformed setting instead of
 * quietly falling back to a mock default (the mock identity provider page, a made-up support
 * address). The demo build runs on the mock backend and keeps its defaults.
 */
export type BuildEnv = Record<string, string | undefined>

interface Setting {
  name: string
  /** What the setting is, for the message when it is missing. */
  what: string
  required: boolean
  check: (value: string) => string | undefined
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|.+\.localhost)$/i

/**
 * An absolute URL whose scheme is one of `secure`, or its plain twin on a loopback host; with no
 * query unless `query` allows one, and never a fragment.
 */
function checkUrl(
  value: string,
  secure: readonly string[],
  plain: readonly string[],
  { query = false } = {},
) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `"${value}" is not a URL`
  }
  if (!secure.includes(url.protocol) && !plain.includes(url.protocol))
    return `"${value}" must start with ${secure.map((scheme) => `${scheme}//`).join(' or ')}`
  if (plain.includes(url.protocol) && !LOOPBACK.test(url.hostname))
    return `"${value}" must use ${secure.join(' or ')} (${plain.join(' and ')} only for localhost)`
  if (url.username || url.password) return `"${value}" must not carry a user name or password`
  if ((url.search && !query) || url.hash)
    return `"${value}" must not carry a ${query ? 'fragment' : 'query or a fragment'}`
  return undefined
}

/** Query parameters that carry a credential: a key in the bundle is a key published to everyone. */
const SECRET_PARAMS = /^(?:key|api[-_]?key|access[-_]?key|token|access[-_]?token|secret)$/i

/**
 * The IP-location lookup behind "Get Address": a keyless public service, so any query it takes
 * (`?fields=...`) is fine, a credential in it is not. A same-origin path (a proxy on the app's
 * host) stays on 'self' in the CSP; the mock service's path exists only in mock builds.
 */
function checkLookupUrl(value: string): string | undefined {
  if (value.includes('/mock-services/'))
    return `"${value}" is the mock IP-location service, which a production build does not contain`
  const path = value.startsWith('/') && !value.startsWith('//')
  const problem = path
    ? /[#\s]/.test(value)
      ? `"${value}" must be a plain path`
      : undefined
    : checkUrl(value, ['https:'], ['http:'], { query: true })
  if (problem) return problem
  const { searchParams } = new URL(value, 'https://app.invalid')
  const secret = [...searchParams.keys()].find((name) => SECRET_PARAMS.test(name))
  return secret
    ? `"${value}" must not carry a key ("${secret}"): the bundle is public, use a keyless service`
    : undefined
}

const SETTINGS: readonly Setting[] = [
  {
    name: 'VITE_API_BASE_URL',
    what: "the REST API's base URL, e.g. https://api.example.com/api/v1 (or /api/v1 when the host serves the API on the app's own origin)",
    required: true,
    check: (value) =>
      value.startsWith('/') && !value.startsWith('//')
        ? /[?#\s]/.test(value)
          ? `"${value}" must be a plain path`
          : undefined
        : checkUrl(value, ['https:'], ['http:']),
  },
  {
    name: 'VITE_SOCKET_URL',
    what: 'the Socket.IO server, e.g. https://api.example.com (empty: the page origin)',
    required: false,
    check: (value) => checkUrl(value, ['https:', 'wss:'], ['http:', 'ws:']),
  },
  {
    name: 'VITE_IDENTITY_AUTHORIZE_URL',
    what: "the identity provider's authorisation endpoint, e.g. https://auth.example.com/oauth2/authorize",
    required: true,
    check: (value) =>
      value.includes('/mock-services/')
        ? `"${value}" is the mock identity provider, which a production build does not contain`
        : checkUrl(value, ['https:'], ['http:']),
  },
  {
    name: 'VITE_IDENTITY_CLIENT_ID',
    what: "this app's client id at the identity provider",
    required: true,
    check: (value) =>
      /^[^\s\p{Cc}]{1,200}$/u.test(value) ? undefined : `"${value}" is not a client id`,
  },
  {
    name: 'VITE_IP_LOCATION_URL',
    what: 'the IP-location lookup for "Get Address", e.g. https://ipapi.co/json/ (empty: the button is hidden)',
    required: false,
    check: checkLookupUrl,
  },
  {
    name: 'VITE_SUPPORT_EMAIL',
    what: 'the support address shown as Contact Us, e.g. support@example.com',
    required: true,
    check: (value) =>
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : `"${value}" is not an e-mail address`,
  },
]

/** Every problem with `env` as a production configuration, one line each (none: it is good). */
export function productionConfigProblems(env: BuildEnv): string[] {
  return SETTINGS.flatMap(({ name, what, required, check }) => {
    const value = env[name]?.trim() ?? ''
    if (!value) return required ? [`${name} is not set: ${what}.`] : []
    const problem = check(value)
    return problem ? [`${name} ${problem}.`] : []
  })
}

export function productionConfigError(problems: readonly string[]): Error {
  const error = new Error(
    [
      'The production build (mocking off) needs its configuration (README, "Attaching a real backend"):',
      ...problems.map((problem) => `  - ${problem}`),
      'Set them in the environment or in .env.production.local, or build the demo on the mock backend with npm run build:demo.',
    ].join('\n'),
  )
  // The message is the whole story: Vite prints the stack, which would only bury it.
  error.stack = error.message
  return error
}

/**
 * What a production build compiles in for the optional settings that src/config/env.ts would
 * otherwise default to a mock service: the IP-location lookup is off ('') unless configured,
 * never the mock service's path.
 */
export function productionDefines(env: BuildEnv): Record<string, string> {
  return {
    'import.meta.env.VITE_IP_LOCATION_URL': JSON.stringify(env.VITE_IP_LOCATION_URL?.trim() ?? ''),
  }
}

/**
 * Fails a production build whose configuration is incomplete, and compiles in its optional
 * settings' production defaults; the demo build (and Storybook, which leaves this plugin out) is
 * left alone.
 */
export function productionConfigPlugin(env: BuildEnv, { mocking }: { mocking: boolean }): Plugin {
  return {
    name: 'catalyst-production-config',
    apply: 'build',
    config: () => (mocking ? undefined : { define: productionDefines(env) }),
    configResolved() {
      if (mocking) return
      const problems = productionConfigProblems(env)
      if (problems.length > 0) throw productionConfigError(problems)
    },
  }
}
