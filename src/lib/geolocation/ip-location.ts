import * as z from 'zod/mini'

import type { TimeZone } from '@/api/generated/types.gen'
import { TIME_ZONES } from '@/config/constants'
import { findCountryByCode, findCountryByName } from '@/lib/countries'

/**
 * What "Get Address" fills in. Each part is undefined when the service did not say, or said
 * something the profile cannot take; the user fills that part in (and may edit the rest).
 */
export interface DetectedAddress {
  city: string | undefined
  /** The state, province or region. */
  state: string | undefined
  /** The country's name as the country list spells it: what the profile's country field holds. */
  country: string | undefined
  /** One of TIME_ZONES; undefined when the detected zone is not one of the options. */
  timeZone: TimeZone | undefined
}

export type AddressLookupFailure =
  'not-configured' | 'network' | 'timeout' | 'http' | 'invalid' | 'no-location'

/** A lookup that found nothing usable; `reason` says why, the message says it for people. */
export class AddressLookupError extends Error {
  override name = 'AddressLookupError'

  constructor(
    readonly reason: AddressLookupFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** A field of the answer: read when it is text, ignored (not fatal) when it is anything else. */
const text = z.catch(z.optional(z.string()), undefined)
const flag = z.catch(z.optional(z.boolean()), undefined)

/**
 * The answer of the configured service. The supported shape is ipapi.co's `GET /json/`:
 * `{ city, region, country_code, country_name, timezone }`, failing with
 * `{ error: true, reason }`. ipwho.is's is read too, as it costs two fields: `country` holds
 * the name there, `timezone` is `{ id }`, and a failure is `{ success: false, message }`.
 * Other fields are ignored.
 */
const ipLocationAnswer = z.object({
  error: flag,
  success: flag,
  reason: text,
  message: text,
  city: text,
  region: text,
  country_code: text,
  country_name: text,
  /** ipapi.co: the alpha-2 code; ipwho.is: the name. */
  country: text,
  timezone: z.catch(z.optional(z.union([z.string(), z.object({ id: z.string() })])), undefined),
})

/** Old names of zones that are options (the tz database keeps them as links). */
const ZONE_LINKS: Readonly<Record<string, TimeZone>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Etc/UTC': 'UTC',
  'Etc/Universal': 'UTC',
  'Etc/Zulu': 'UTC',
  'Asia/Hongkong': 'Asia/Hong_Kong',
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
}

function timeZoneOf(zone: string | { id: string } | undefined): TimeZone | undefined {
  const name = (typeof zone === 'string' ? zone : zone?.id)?.trim() ?? ''
  return (TIME_ZONES as readonly string[]).includes(name) ? (name as TimeZone) : ZONE_LINKS[name]
}

/**
 * A place name as the profile takes it (the contract's city and state allow letters, digits
 * and spaces, up to 100): accents dropped ("São Paulo" -> "Sao Paulo"), apostrophes removed,
 * other punctuation read as a space ("Île-de-France" -> "Ile de France"). A name in another
 * script leaves nothing, so the user types it instead of seeing it mangled.
 */
function placeName(value: string | undefined): string | undefined {
  const name = (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim()
  return /[A-Za-z]/.test(name) ? name : undefined
}

function countryOf(answer: z.infer<typeof ipLocationAnswer>): string | undefined {
  const [code, name] = /^[A-Za-z]{2}$/.test(answer.country?.trim() ?? '')
    ? [answer.country_code ?? answer.country, answer.country_name]
    : [answer.country_code, answer.country_name ?? answer.country]
  const found = (code && findCountryByCode(code)) || (name && findCountryByName(name))
  return found ? found.name : undefined
}

/** Reads the service's answer into the profile's fields; throws AddressLookupError if it cannot. */
export function parseIpLocation(body: unknown): DetectedAddress {
  const parsed = ipLocationAnswer.safeParse(body)
  if (!parsed.success)
    throw new AddressLookupError('invalid', 'The IP-location answer is not a JSON object.', {
      cause: parsed.error,
    })
  const answer = parsed.data
  if (answer.error === true || answer.success === false) {
    const said = answer.reason ?? answer.message
    throw new AddressLookupError(
      'no-location',
      `The IP-location service could not locate this connection${said ? `: ${said}` : '.'}`,
    )
  }
  const address: DetectedAddress = {
    city: placeName(answer.city),
    state: placeName(answer.region),
    country: countryOf(answer),
    timeZone: timeZoneOf(answer.timezone),
  }
  if (!address.city && !address.state && !address.country)
    throw new AddressLookupError(
      'no-location',
      'The IP-location answer names no city, state or country the profile can use.',
    )
  return address
}
