import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from './csp-plugin'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the build’s Content-Security-Policy', () => {
  it('lets the API and socket origins be reached, and shows photos from an API on http', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'http://127.0.0.1:4176/api/v1',
      socketUrl: 'http://127.0.0.1:4176',
    })
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4176',
      'ws://127.0.0.1:4176',
    ])
    // Uploaded photos are signed links on the API's origin.
    expect(directive(policy, 'img-src')).toContain('http://127.0.0.1:4176')
  })

  it('adds nothing for an API on the app’s own origin', () => {
    const policy = contentSecurityPolicy({ apiBaseUrl: '/api/v1' })
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
  })
})
