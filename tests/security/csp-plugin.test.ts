import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, cspPlugin } from '../../build/csp-plugin'

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
