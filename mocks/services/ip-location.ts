import { HttpResponse, type HttpHandler } from 'msw'

import { MOCK_IP_LOCATION_URL } from '@/config/env'

import { withEdge } from '../serving/edge'

/**
 * The stand-in for the public IP-location service behind "Get Address" (VITE_IP_LOCATION_URL,
 * src/lib/geolocation): every caller is "located" in Bengaluru, a city the demo seed gives its
 * Indian users (mocks/seed/countries-east.ts), so the answer is the same in every run. The answer
 * has the shape of ipapi.co's `GET /json/` (the fields the app reads, and some it ignores), from
 * a documentation address (RFC 5737), as production's service would answer.
 */
export const MOCK_IP_LOCATION = {
  ip: '203.0.113.42',
  network: '203.0.113.0/24',
  version: 'IPv4',
  city: 'Bengaluru',
  region: 'Karnataka',
  region_code: 'KA',
  country: 'IN',
  country_name: 'India',
  country_code: 'IN',
  country_code_iso3: 'IND',
  continent_code: 'AS',
  in_eu: false,
  postal: '560001',
  latitude: 12.9716,
  longitude: 77.5946,
  timezone: 'Asia/Kolkata',
  utc_offset: '+0530',
  country_calling_code: '+91',
  currency: 'INR',
  languages: 'en-IN,hi,kn',
  org: 'Catalyst Mock Network',
} as const

/** Third-party stand-ins are matched under any origin, like the API (handlers/http.ts). */
const PATH = `*${MOCK_IP_LOCATION_URL}`

export const ipLocationHandlers: HttpHandler[] = [
  // QA can make the lookup fail (Mock tools -> Faults, `?mock-fault=ipLocation:500`).
  withEdge('get', PATH, { method: 'get', path: MOCK_IP_LOCATION_URL }, () =>
    HttpResponse.json(MOCK_IP_LOCATION),
  ),
]
