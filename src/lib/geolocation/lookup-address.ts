import { ADDRESS_LOOKUP_TIMEOUT_MS } from '@/config/constants'
import { env } from '@/config/env'

import { AddressLookupError, parseIpLocation, type DetectedAddress } from './ip-location'

/** Whether "Get Address" can work here: an IP-location service is configured (env.ts). */
export function isAddressLookupConfigured(url: string = env.ipLocationUrl): boolean {
  return url.trim() !== ''
}

export interface LookupOptions {
  /** The service; the configured VITE_IP_LOCATION_URL by default. */
  url?: string
  /** How long to wait for the whole answer, in milliseconds. */
  timeoutMs?: number
}

/** jsdom and Node's fetch need an absolute URL; the browser resolves it against the page. */
function absolute(url: string): string {
  return typeof location === 'undefined' ? url : new URL(url, location.href).href
}

/**
 * Asks the IP-location service where this connection is, for "Get Address". A third party, so
 * plain fetch and nothing of ours: no bearer token (never the API client), no cookies, no
 * referrer. Resolves with what the profile can use (parseIpLocation); rejects with an
 * AddressLookupError saying why, or with the signal's reason when the caller aborts.
 */
export async function lookupAddress(
  signal?: AbortSignal,
  { url = env.ipLocationUrl, timeoutMs = ADDRESS_LOOKUP_TIMEOUT_MS }: LookupOptions = {},
): Promise<DetectedAddress> {
  if (!isAddressLookupConfigured(url))
    throw new AddressLookupError(
      'not-configured',
      'No IP-location service is configured (VITE_IP_LOCATION_URL).',
    )
  signal?.throwIfAborted()
  const controller = new AbortController()
  const timeout = new AddressLookupError(
    'timeout',
    `The IP-location service did not answer within ${Math.round(timeoutMs / 1000)} s.`,
  )
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs)
  const cancel = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', cancel, { once: true })
  /** Why a step failed: the caller's abort and the timeout win over what fetch reports. */
  const failure = (reason: AddressLookupError['reason'], message: string, cause: unknown) => {
    if (signal?.aborted) return signal.reason as unknown
    if (controller.signal.aborted) return timeout
    return new AddressLookupError(reason, message, { cause })
  }
  try {
    let response: Response
    try {
      response = await fetch(absolute(url), {
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        headers: { Accept: 'application/json' },
      })
    } catch (cause) {
      throw failure('network', 'The IP-location service could not be reached.', cause)
    }
    if (!response.ok)
      throw new AddressLookupError(
        'http',
        `The IP-location service answered ${response.status} ${response.statusText}`.trim() + '.',
      )
    let body: unknown
    try {
      body = await response.json()
    } catch (cause) {
      throw failure('invalid', 'The IP-location answer is not JSON.', cause)
    }
    return parseIpLocation(body)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}
