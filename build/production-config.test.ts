import { resolveConfig } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

import { productionConfigProblems } from './production-config'

const complete = {
  VITE_API_BASE_URL: 'https://api.example.com/api/v1',
  VITE_IDENTITY_AUTHORIZE_URL: 'https://auth.example.com/oauth2/authorize',
  VITE_IDENTITY_CLIENT_ID: 'catalyst-web',
  VITE_SUPPORT_EMAIL: 'support@example.com',
}

describe('the production configuration', () => {
  it('accepts a complete configuration, with or without a socket URL', () => {
    expect(productionConfigProblems(complete)).toEqual([])
    expect(
      productionConfigProblems({ ...complete, VITE_SOCKET_URL: 'https://live.example.com' }),
    ).toEqual([])
  })

  it('accepts an API on the page origin and a local server over http', () => {
    expect(productionConfigProblems({ ...complete, VITE_API_BASE_URL: '/api/v1' })).toEqual([])
    expect(
      productionConfigProblems({
        ...complete,
        VITE_API_BASE_URL: 'http://127.0.0.1:4176/api/v1',
        VITE_IDENTITY_AUTHORIZE_URL: 'http://localhost:4176/identity/authorize',
        VITE_SOCKET_URL: 'ws://localhost:4176',
      }),
    ).toEqual([])
  })

  it('takes an optional keyless IP-location lookup: https, a same-origin path, or none', () => {
    for (const url of [
      'https://ipapi.co/json/',
      'https://ipwho.is/?fields=city,region,country_code,timezone',
      '/ip-location',
      'http://localhost:4176/ip-location',
      '',
    ])
      expect(productionConfigProblems({ ...complete, VITE_IP_LOCATION_URL: url }), url).toEqual([])
  })

  it('names every missing setting and what it is', () => {
    const problems = productionConfigProblems({ VITE_SOCKET_URL: '' })
    expect(problems).toEqual([
      expect.stringMatching(/^VITE_API_BASE_URL is not set: the REST API's base URL/),
      expect.stringMatching(/^VITE_IDENTITY_AUTHORIZE_URL is not set/),
      expect.stringMatching(/^VITE_IDENTITY_CLIENT_ID is not set/),
      expect.stringMatching(/^VITE_SUPPORT_EMAIL is not set/),
    ])
    expect(productionConfigProblems({ ...complete, VITE_SUPPORT_EMAIL: '   ' })).toEqual([
      expect.stringMatching(/^VITE_SUPPORT_EMAIL is not set/),
    ])
  })

  it.each([
    ['VITE_API_BASE_URL', 'api.example.com/api/v1', /is not a URL/],
    [
      'VITE_API_BASE_URL',
      'http://api.example.com/api/v1',
      /must use https: \(http: only for localhost\)/,
    ],
    ['VITE_API_BASE_URL', 'ftp://api.example.com', /must start with https:\/\//],
    ['VITE_API_BASE_URL', 'https://api.example.com/api/v1?x=1', /query or a fragment/],
    ['VITE_API_BASE_URL', 'https://user:secret@api.example.com/api/v1', /user name or password/],
    ['VITE_API_BASE_URL', '//api.example.com/api/v1', /is not a URL/],
    ['VITE_SOCKET_URL', 'ws://live.example.com', /must use https: or wss:/],
    [
      'VITE_IDENTITY_AUTHORIZE_URL',
      '/mock-services/identity/authorize',
      /is the mock identity provider/,
    ],
    ['VITE_IDENTITY_AUTHORIZE_URL', 'http://auth.example.com/authorize', /only for localhost/],
    ['VITE_IDENTITY_CLIENT_ID', 'two words', /is not a client id/],
    ['VITE_SUPPORT_EMAIL', 'support', /is not an e-mail address/],
    [
      'VITE_IP_LOCATION_URL',
      'http://ipapi.co/json/',
      /must use https: \(http: only for localhost\)/,
    ],
    ['VITE_IP_LOCATION_URL', '/mock-services/ip-location', /is the mock IP-location service/],
    ['VITE_IP_LOCATION_URL', 'https://ipapi.co/json/?key=abc123', /must not carry a key \("key"\)/],
    ['VITE_IP_LOCATION_URL', 'https://api.ipgeo.example/?apiKey=abc', /must not carry a key/],
    ['VITE_IP_LOCATION_URL', 'https://ipapi.co/json/#here', /must not carry a fragment/],
    ['VITE_IP_LOCATION_URL', 'https://user:pw@ipapi.co/json/', /user name or password/],
    ['VITE_IP_LOCATION_URL', 'ipapi.co/json', /is not a URL/],
  ])('refuses %s=%s', (name, value, message) => {
    const problems = productionConfigProblems({ ...complete, [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${name} `))
    expect(problems[0]).toMatch(message)
  })
})

describe('vite.config.ts', () => {
  const names = [
    ...Object.keys(complete),
    'VITE_SOCKET_URL',
    'VITE_ENABLE_MOCKS',
    'VITE_IP_LOCATION_URL',
  ]
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]))
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
  const setEnv = (values: Record<string, string>) => {
    names.forEach((name) => delete process.env[name])
    Object.assign(process.env, values)
  }

  it('fails a production build without its backend settings, naming them', async () => {
    setEnv({})
    await expect(
      resolveConfig({ mode: 'production', logLevel: 'silent' }, 'build'),
    ).rejects.toThrow(
      /needs its configuration[\s\S]*VITE_API_BASE_URL is not set[\s\S]*VITE_SUPPORT_EMAIL is not set/,
    )
  })

  it('builds production with them, and the demo with its mock defaults', async () => {
    setEnv(complete)
    await expect(
      resolveConfig({ mode: 'production', logLevel: 'silent' }, 'build'),
    ).resolves.toBeTruthy()
    setEnv({})
    await expect(resolveConfig({ mode: 'demo', logLevel: 'silent' }, 'build')).resolves.toBeTruthy()
  })

  const lookupDefine = 'import.meta.env.VITE_IP_LOCATION_URL'

  it('compiles the IP-location lookup into production: the configured URL, or none (never the mock service)', async () => {
    setEnv(complete)
    const unset = await resolveConfig({ mode: 'production', logLevel: 'silent' }, 'build')
    expect(unset.define?.[lookupDefine]).toBe('""')
    setEnv({ ...complete, VITE_IP_LOCATION_URL: 'https://ipapi.co/json/' })
    const set = await resolveConfig({ mode: 'production', logLevel: 'silent' }, 'build')
    expect(set.define?.[lookupDefine]).toBe('"https://ipapi.co/json/"')
    setEnv({})
    const demo = await resolveConfig({ mode: 'demo', logLevel: 'silent' }, 'build')
    expect(demo.define?.[lookupDefine]).toBeUndefined()
  })
})
