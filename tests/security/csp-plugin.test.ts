import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { preview, resolveConfig } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  cspHeaderOf,
  cspPlugin,
  previewPolicyFromBuild,
} from '../../build/csp-plugin'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ')

type HtmlHook = { handler: (html: string) => string }

function transformIndexHtml(html: string): string {
  const [htmlPlugin] = cspPlugin({ apiBaseUrl: '/api/v1' })
  return (htmlPlugin?.transformIndexHtml as HtmlHook).handler(html)
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our own origin: no inline script, no eval', () => {
    const policy = contentSecurityPolicy({ apiBaseUrl: '/api/v1' })
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(directive(policy, 'worker-src')).toEqual(["'self'"])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(policy).not.toContain('unsafe-eval')
  })

  it('connects only to our origin when the API and socket are relative', () => {
    expect(
      directive(contentSecurityPolicy({ apiBaseUrl: '/api/v1', socketUrl: '' }), 'connect-src'),
    ).toEqual(["'self'"])
  })

  it('adds the API origin, and the socket origin for both polling and WebSocket', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.catalyst.example/api/v1',
      socketUrl: 'https://live.catalyst.example',
    })
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.catalyst.example',
      'https://live.catalyst.example',
      'wss://live.catalyst.example',
    ])
    expect(
      directive(contentSecurityPolicy({ socketUrl: 'ws://localhost:3001' }), 'connect-src'),
    ).toEqual(["'self'", 'http://localhost:3001', 'ws://localhost:3001'])
  })

  it("adds exactly the IP-location lookup's origin: no wildcard, no path, nothing for a path", () => {
    const connect = (ipLocationUrl: string | undefined) =>
      directive(contentSecurityPolicy({ apiBaseUrl: '/api/v1', ipLocationUrl }), 'connect-src')
    expect(connect('https://ipapi.co/json/')).toEqual(["'self'", 'https://ipapi.co'])
    expect(connect('https://ipwho.is/?fields=city')).toEqual(["'self'", 'https://ipwho.is'])
    expect(connect('http://localhost:4176/ip-location')).toEqual([
      "'self'",
      'http://localhost:4176',
    ])
    // The mock service (and any same-origin proxy) is 'self'; unset or empty adds nothing.
    expect(connect('/mock-services/ip-location')).toEqual(["'self'"])
    expect(connect('')).toEqual(["'self'"])
    expect(connect(undefined)).toEqual(["'self'"])
  })

  it('takes extra sources for a later third party (Stripe, for example)', () => {
    const policy = contentSecurityPolicy({
      extra: { 'script-src': ['https://js.stripe.com'], 'frame-src': ['https://js.stripe.com'] },
    })
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://js.stripe.com'])
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://js.stripe.com'])
  })
})

describe('cspPlugin', () => {
  const page =
    '<!doctype html><html><head>\n    <meta charset="UTF-8" />\n    <title>x</title></head><body><script type="module" src="/src/main.tsx"></script></body></html>'

  it('writes the policy right after <meta charset>', () => {
    const html = transformIndexHtml(page)
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\n\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/,
    )
  })

  it('refuses an index.html with an inline script', () => {
    expect(() =>
      transformIndexHtml(page.replace('<title>', '<script>alert(1)</script><title>')),
    ).toThrow(/inline <script>/)
  })
})

describe("vite.config.ts's policy", () => {
  const production = {
    VITE_API_BASE_URL: 'https://api.catalyst.example/api/v1',
    VITE_IDENTITY_AUTHORIZE_URL: 'https://auth.catalyst.example/oauth2/authorize',
    VITE_IDENTITY_CLIENT_ID: 'catalyst-web',
    VITE_SUPPORT_EMAIL: 'support@catalyst.example',
    VITE_IP_LOCATION_URL: 'https://ipapi.co/json/',
  }
  const names = [...Object.keys(production), 'VITE_SOCKET_URL', 'VITE_ENABLE_MOCKS']
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]))
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it("allows the configured IP-location lookup's origin in the production page's connect-src", async () => {
    names.forEach((name) => delete process.env[name])
    Object.assign(process.env, production)
    const config = await resolveConfig({ mode: 'production', logLevel: 'silent' }, 'build')
    const plugin = config.plugins.find((item) => item.name === 'catalyst-csp')
    const html = (plugin?.transformIndexHtml as HtmlHook).handler(
      '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>',
    )
    expect(directive(cspHeaderOf(html), 'connect-src')).toEqual([
      "'self'",
      'https://api.catalyst.example',
      'https://ipapi.co',
    ])
  })
})

describe('the policy vite preview sends', () => {
  const built = (apiBaseUrl: string) => {
    const [htmlPlugin] = cspPlugin({ apiBaseUrl })
    return (htmlPlugin?.transformIndexHtml as HtmlHook).handler(
      '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>',
    )
  }

  it("is the built page's <meta> policy plus frame-ancestors", () => {
    const header = cspHeaderOf(built('https://api.catalyst.example/api/v1'))
    expect(directive(header, 'connect-src')).toEqual(["'self'", 'https://api.catalyst.example'])
    expect(directive(header, 'frame-ancestors')).toEqual(["'none'"])
    expect(() => cspHeaderOf('<html><head></head></html>')).toThrow(/no Content-Security-Policy/)
  })

  it('is read from the build it serves, whatever the environment says at preview time', async () => {
    const root = mkdtempSync(join(tmpdir(), 'csp-preview-'))
    writeFileSync(join(root, 'index.html'), built('https://api.catalyst.example/api/v1'))
    const server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [previewPolicyFromBuild()],
      build: { outDir: '.' },
      preview: { port: 0, host: '127.0.0.1' },
    })
    try {
      const address = server.httpServer.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const response = await fetch(`http://127.0.0.1:${port}/dashboard`)
      const header = response.headers.get('content-security-policy') ?? ''
      expect(directive(header, 'connect-src')).toEqual(["'self'", 'https://api.catalyst.example'])
      expect(header).toContain("frame-ancestors 'none'")
    } finally {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('refuses to serve a folder that holds no built page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'csp-preview-'))
    try {
      await expect(
        preview({
          root,
          configFile: false,
          logLevel: 'silent',
          plugins: [previewPolicyFromBuild()],
          build: { outDir: '.' },
          preview: { port: 0 },
        }),
      ).rejects.toThrow(/build first/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
