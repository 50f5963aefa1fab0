import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { env, MOCK_IP_LOCATION_URL } from '@/config/env'
import { injectFault } from '@mocks/testing/faults'
import { startMockBackend } from '@mocks/testing/server'

import { AddressLookupError } from './ip-location'
import { isAddressLookupConfigured, lookupAddress } from './lookup-address'

const server = startMockBackend({ seed: false })
const lookupPath = `*${MOCK_IP_LOCATION_URL}`

/** The lookup's rejection, to look at. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('the lookup succeeded')
}

describe('lookupAddress', () => {
  it('uses the mock service in tests (mock default of VITE_IP_LOCATION_URL)', () => {
    expect(env.ipLocationUrl).toBe(MOCK_IP_LOCATION_URL)
    expect(isAddressLookupConfigured()).toBe(true)
    expect(isAddressLookupConfigured('')).toBe(false)
  })

  it("answers with the mock service's location, in the profile's terms", async () => {
    await expect(lookupAddress()).resolves.toEqual({
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      timeZone: 'Asia/Kolkata',
    })
  })

  it('sends nothing of ours to the third party: no token, no cookie, no referrer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const seen: Request[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(request)
    })
    await lookupAddress()
    server.events.removeAllListeners()
    // What the third party receives...
    expect(seen).toHaveLength(1)
    expect(seen[0]?.method).toBe('GET')
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    expect(seen[0]?.headers.get('cookie')).toBeNull()
    // ...and what the browser is told: no credentials (cookies) and no referrer either.
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [, init] = fetchSpy.mock.calls[0] ?? []
    expect(init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' })
    expect(new Headers(init?.headers).has('authorization')).toBe(false)
  })

  it.each<[string, () => Response | Promise<Response>, AddressLookupError['reason'], RegExp]>([
    ['an error status', () => new HttpResponse(null, { status: 503 }), 'http', /answered 503/],
    ['no answer', () => HttpResponse.error(), 'network', /could not be reached/],
    ['a body that is not JSON', () => HttpResponse.text('<html>'), 'invalid', /not JSON/],
    ['JSON of no use', () => HttpResponse.json({ ip: '203.0.113.1' }), 'no-location', /no city/],
  ])('fails clearly on %s', async (_name, answer, reason, message) => {
    server.use(http.get(lookupPath, answer))
    const error = await failureOf(lookupAddress())
    expect(error).toBeInstanceOf(AddressLookupError)
    expect(error).toMatchObject({ reason, message: expect.stringMatching(message) as string })
  })

  it('fails when the mock service is made to fail (Mock tools -> Faults: ipLocation)', async () => {
    injectFault('ipLocation', 429, { times: 1 })
    await expect(failureOf(lookupAddress())).resolves.toMatchObject({ reason: 'http' })
    await expect(lookupAddress()).resolves.toMatchObject({ city: 'Bengaluru' })
  })

  it('gives up after the timeout', async () => {
    server.use(http.get(lookupPath, () => delay('infinite')))
    const error = await failureOf(lookupAddress(undefined, { timeoutMs: 50 }))
    expect(error).toMatchObject({
      reason: 'timeout',
      message: expect.stringMatching(/within/) as string,
    })
  })

  it("rejects with the caller's reason when the caller aborts (not a lookup failure)", async () => {
    server.use(http.get(lookupPath, () => delay('infinite')))
    const controller = new AbortController()
    const pending = failureOf(lookupAddress(controller.signal))
    controller.abort(new DOMException('Left the page', 'AbortError'))
    const error = await pending
    expect(error).not.toBeInstanceOf(AddressLookupError)
    expect(error).toMatchObject({ name: 'AbortError', message: 'Left the page' })
  })

  it('asks nothing when no service is configured', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push(request.url)
    })
    const error = await failureOf(lookupAddress(undefined, { url: '' }))
    server.events.removeAllListeners()
    expect(error).toMatchObject({ reason: 'not-configured' })
    expect(seen).toEqual([])
  })
})
