import { describe, expect, it } from 'vitest'

import { MOCK_IP_LOCATION_URL } from '@/config/env'

import { configureMocks } from '../config'
import { countries } from '../seed/countries'
import { startMockBackend } from '../testing/server'
import { MOCK_IP_LOCATION } from './ip-location'

startMockBackend()

describe('the mock IP-location service', () => {
  it('answers GET at the mock URL with the same location every time, in ipapi.co’s shape', async () => {
    for (let call = 0; call < 2; call++) {
      const response = await fetch(new URL(MOCK_IP_LOCATION_URL, 'http://localhost:5173'))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toMatchObject({
        city: 'Bengaluru',
        region: 'Karnataka',
        country_code: 'IN',
        country_name: 'India',
        timezone: 'Asia/Kolkata',
      })
    }
  })

  it('waits the mock latency, as the API does', async () => {
    configureMocks({ latencyMs: 120 })
    const started = performance.now()
    await fetch(new URL(MOCK_IP_LOCATION_URL, 'http://localhost'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(100)
  })

  it('places the caller where seeded users live: a seeded Indian city, state and time zone', () => {
    const india = countries.india
    expect(india.name).toBe(MOCK_IP_LOCATION.country_name)
    expect(india.timeZone).toBe(MOCK_IP_LOCATION.timezone)
    expect(india.cities).toContainEqual([MOCK_IP_LOCATION.city, MOCK_IP_LOCATION.region])
  })
})
