import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import type { Plugin } from 'vite'

/**
 * The Content-Security-Policy of the built app (docs/security.md). Scripts only from our own
 * origin (no inline script, no eval), connections only to our origin and the configured API,
 * socket and IP-location origins, no plugins, no <base> hijack, forms post only to us.
 *
 * Styles allow 'unsafe-inline' on purpose: sonner and Radix's scroll lock inject <style>
 * elements at run time with computed content, and rich text keeps a filtered `style` attribute
 * (lib/sanitize). Script is where XSS lives, and script stays strict.
 */
export interface CspOptions {
  /** VITE_API_BASE_URL: a relative path stays on 'self'; an absolute URL adds its origin. */
  apiBaseUrl?: string | undefined
  /** VITE_SOCKET_URL: empty means the page's own origin (CSP3 'self' covers ws:/wss: there). */
  socketUrl?: string | undefined
  /**
   * VITE_IP_LOCATION_URL, the "Get Address" lookup: an absolute URL adds exactly its origin (a
   * path, such as the mock service's, stays on 'self'; unset adds nothing).
   */
  ipLocationUrl?: string | undefined
  /**
   * More sources per directive, for third parties added later. Stripe's embedded checkout, for
   * example, needs { 'script-src': ['https://js.stripe.com'], 'frame-src':
   * ['https://js.stripe.com', 'https://hooks.stripe.com'], 'connect-src': ['https://api.stripe.com'] }.
   */
  extra?: Partial<Record<string, readonly string[]>>
}

function originsOf(url: string | undefined, withWebSocket: boolean): string[] {
  if (!url || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return []
  const parsed = new URL(url)
  const secure = parsed.protocol === 'https:' || parsed.protocol === 'wss:'
  const host = parsed.host
  if (!withWebSocket) return [`${parsed.protocol}//${host}`]
  // Socket.IO starts with HTTP long-polling, then upgrades to a WebSocket on the same host.
  return secure ? [`https://${host}`, `wss://${host}`] : [`http://${host}`, `ws://${host}`]
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploaded photos are signed links on the API's origin (https: covers a deployed API; a
    // local one on http is named).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...originsOf(options.apiBaseUrl, false)],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...originsOf(options.apiBaseUrl, false),
      ...originsOf(options.socketUrl, true),
      ...originsOf(options.ipLocationUrl?.trim(), false),
    ],
    // The demo build's MSW service worker, and (later) the pdf.js worker, are our own files.
    'worker-src': ["'self'"],
    'frame-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  for (const [name, sources] of Object.entries(options.extra ?? {}))
    directives[name] = [...(directives[name] ?? []), ...(sources ?? [])]
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/**
 * Headers-only directives (a <meta> policy ignores them): the real host must send these itself.
 * `vite preview` sends them so that local runs behave like the host.
 */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'"

const META_POLICY = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"\s*\/?>/i

/**
 * The Content-Security-Policy header a host sends for a built index.html: the policy the build
 * wrote into its <meta> (so the API and socket origins are the ones it was built with), plus the
 * directives only a header can carry. Throws when the page has no policy.
 */
export function cspHeaderOf(builtHtml: string): string {
  const policy = META_POLICY.exec(builtHtml)?.[1]
  if (!policy) throw new Error('The built index.html has no Content-Security-Policy <meta>.')
  return `${policy}; ${HEADER_ONLY_DIRECTIVES}`
}

/**
 * `vite preview` sends the header read from the build it serves, never one computed from the
 * environment at preview time: a build made for https://api.example.com previews with that
 * origin allowed, whatever the shell running the preview has set.
 */
export function previewPolicyFromBuild(): Plugin {
  return {
    name: 'catalyst-csp-preview',
    configurePreviewServer(server) {
      const page = resolve(server.config.root, server.config.build.outDir, 'index.html')
      let header: string
      try {
        header = cspHeaderOf(readFileSync(page, 'utf8'))
      } catch (cause) {
        throw new Error(`vite preview: cannot read the policy of ${page}; build first.`, { cause })
      }
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', header)
        next()
      })
    },
  }
}

/**
 * zod 4 probes `new Function('')` when it builds object schemas (to compile faster parsers). The
 * policy forbids eval, so the probe fails harmlessly but reports a CSP violation on every load.
 * `z.config({ jitless: true })` comes too late (the generated schemas are built while modules
 * load), so zod's global config starts out jitless in the build instead. The build fails if zod
 * changes shape, rather than silently bringing the violation back.
 */
function zodWithoutEval(): Plugin {
  const initial = '(_a.__zod_globalConfig = {})'
  return {
    name: 'catalyst-csp-zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null
      if (!code.includes(initial))
        this.error('zod/v4/core/core.js changed: update zodWithoutEval in build/csp-plugin.ts')
      return {
        code: code.replace(initial, '(_a.__zod_globalConfig = { jitless: true })'),
        map: null,
      }
    },
  }
}

/**
 * Writes the policy into index.html right after <meta charset> (a meta policy only governs what
 * comes after it, and the charset must stay first), at build time only: the dev server needs
 * inline scripts for HMR. Fails the build if index.html gains an inline script.
 */
export function cspPlugin(options: CspOptions): Plugin[] {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(options)}" />`
  return [
    {
      name: 'catalyst-csp',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html) {
          if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
            throw new Error('index.html has an inline <script>: the CSP forbids it; use a file.')
          const charset = /<meta charset[^>]*>/i
          if (!charset.test(html)) throw new Error('index.html needs <meta charset> in <head>.')
          return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
        },
      },
    },
    zodWithoutEval(),
    previewPolicyFromBuild(),
  ]
}
