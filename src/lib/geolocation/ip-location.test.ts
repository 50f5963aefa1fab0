import { describe, expect, it } from 'vitest'

import { AddressLookupError, parseIpLocation, type DetectedAddress } from './ip-location'

/** ipapi.co's GET /json/ answer (trimmed), as the production service sends it. */
const ipapi = {
  ip: '203.0.113.42',
  city: 'Bengaluru',
  region: 'Karnataka',
  region_code: 'KA',
  country: 'IN',
  country_name: 'India',
  country_code: 'IN',
  postal: '560001',
  latitude: 12.9716,
  longitude: 77.5946,
  timezone: 'Asia/Kolkata',
  utc_offset: '+0530',
}

const bengaluru: DetectedAddress = {
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  timeZone: 'Asia/Kolkata',
}

describe('parseIpLocation', () => {
  it.each<[string, unknown, DetectedAddress]>([
    ['an ipapi.co answer', ipapi, bengaluru],
    [
      'an ipwho.is answer (country is the name, timezone an object)',
      {
        success: true,
        city: 'Bengaluru',
        region: 'Karnataka',
        country: 'India',
        country_code: 'IN',
        timezone: { id: 'Asia/Kolkata', abbr: 'IST', offset: 19800 },
      },
      bengaluru,
    ],
    [
      'a zone that is not an option: the rest is filled, the time zone left to the user',
      {
        ...ipapi,
        city: 'Paris',
        region: 'Ile-de-France',
        country_code: 'FR',
        country: 'FR',
        country_name: 'France',
        timezone: 'Europe/Paris',
      },
      { city: 'Paris', state: 'Ile de France', country: 'France', timeZone: undefined },
    ],
    [
      "a zone's old name (a tz link) counts as the option",
      { ...ipapi, timezone: 'Asia/Calcutta' },
      bengaluru,
    ],
    [
      'only a country: city, state and time zone are left to the user',
      { country_code: 'US' },
      { city: undefined, state: undefined, country: 'United States', timeZone: undefined },
    ],
    [
      "the country list's spelling, found by code whatever the service calls it",
      { city: 'Abidjan', country_code: 'CI', country_name: "Côte d'Ivoire" },
      { city: 'Abidjan', state: undefined, country: 'Ivory Coast', timeZone: undefined },
    ],
    [
      'by name when the code is not listed; an unknown country is left out',
      { city: 'Pune', country_code: 'ZZ', country_name: 'india' },
      { city: 'Pune', state: undefined, country: 'India', timeZone: undefined },
    ],
    [
      'an unknown country and zone: only what the profile can take',
      { city: 'Emerald City', country_code: 'ZZ', country_name: 'Oz', timezone: 'Oz/Emerald' },
      { city: 'Emerald City', state: undefined, country: undefined, timeZone: undefined },
    ],
    [
      "names as the contract's city and state allow: no accents, punctuation or other scripts",
      {
        city: 'São Paulo',
        region: "St. John's",
        country_code: 'BR',
        timezone: 'America/Sao_Paulo',
      },
      { city: 'Sao Paulo', state: 'St Johns', country: 'Brazil', timeZone: undefined },
    ],
    [
      'a name with no Latin letter is left to the user',
      { city: '東京', region: 'Tokyo', country_code: 'JP', timezone: 'Asia/Tokyo' },
      { city: undefined, state: 'Tokyo', country: 'Japan', timeZone: 'Asia/Tokyo' },
    ],
    [
      'fields of the wrong type are ignored, not fatal',
      { ...ipapi, city: 42, region: null, timezone: ['Asia/Kolkata'] },
      { ...bengaluru, city: undefined, state: undefined, timeZone: undefined },
    ],
    [
      'blank fields are missing ones',
      { ...ipapi, city: '   ', region: '' },
      { ...bengaluru, city: undefined, state: undefined },
    ],
  ])('reads %s', (_name, body, expected) => {
    expect(parseIpLocation(body)).toEqual(expected)
  })

  it.each<[string, unknown, AddressLookupError['reason'], RegExp]>([
    ['null', null, 'invalid', /not a JSON object/],
    ['a string', 'Too many requests', 'invalid', /not a JSON object/],
    ['an array', [ipapi], 'invalid', /not a JSON object/],
    ['a number', 42, 'invalid', /not a JSON object/],
    ['an empty object', {}, 'no-location', /no city, state or country/],
    ['an object of other things', { ip: '203.0.113.42', org: 'x' }, 'no-location', /no city/],
    [
      "ipapi.co's error answer",
      { error: true, reason: 'RateLimited', message: 'Visit https://ipapi.co/ratelimited/' },
      'no-location',
      /could not locate this connection: RateLimited/,
    ],
    [
      "ipwho.is's error answer, even with fields",
      { success: false, message: 'Reserved range', city: 'Bengaluru' },
      'no-location',
      /could not locate this connection: Reserved range/,
    ],
    [
      'a time zone alone (no city, state or country)',
      { city: '北京', country_code: 'ZZ', timezone: 'Asia/Shanghai' },
      'no-location',
      /no city, state or country/,
    ],
  ])('refuses %s', (_name, body, reason, message) => {
    let thrown: unknown
    try {
      parseIpLocation(body)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(AddressLookupError)
    expect(thrown).toMatchObject({ reason, message: expect.stringMatching(message) as string })
  })
})
