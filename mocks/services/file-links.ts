import { FILE_LINK_ROUNDING_MS, FILE_LINK_TTL_MS } from '@/config/constants'

/**
 * Signed links to stored files (openapi.yaml "File uploads (our design)", x-owner `signed-link`):
 * `<api base>/files/<id>/content?expires=<epoch seconds>&signature=<HMAC-SHA-256 of id and
 * expires>`. The link is the credential, so `<img src>` and a plain link open it with no token.
 * Web Crypto's HMAC runs the same in browsers and Node.
 */

// A mock's secret is in the bundle and guards nothing; it only has to be the same on every page
// load and in every tab, so that a link signed before a reload still opens after it.
const MOCK_SECRET = 'catalyst-mock-file-links'

let key: Promise<CryptoKey> | undefined
function hmacKey(): Promise<CryptoKey> {
  key ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(MOCK_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return key
}

const signed = (fileId: string, expires: number) =>
  new TextEncoder().encode(`${fileId}\n${expires}`)

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The bytes of a base64url text in its one canonical form (no padding, unused bits zero). */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    // Several texts decode to the same bytes; only the server's own spelling is its signature.
    return toBase64Url(bytes.buffer) === text ? bytes : null
  } catch {
    return null
  }
}

/**
 * When a link signed at `now` expires, in epoch seconds: at least FILE_LINK_TTL_MS ahead, rounded
 * up to FILE_LINK_ROUNDING_MS so that views read within those minutes give the same URL (browsers
 * then reuse the image they have).
 */
export function linkExpiry(now: number = Date.now()): number {
  const at = Math.ceil((now + FILE_LINK_TTL_MS) / FILE_LINK_ROUNDING_MS) * FILE_LINK_ROUNDING_MS
  return at / 1000
}

/** The API's base URL as the caller reached it: origin and path up to `/api/v1`. */
export function apiBaseOf(request: Request): string {
  const url = new URL(request.url)
  const at = url.pathname.indexOf('/api/v1/')
  return `${url.origin}${at > 0 ? url.pathname.slice(0, at) : ''}/api/v1`
}

export interface SignedFileLink {
  url: string
  /** ISO date-time. */
  expiresAt: string
}

export async function signFileLink(
  fileId: string,
  apiBase: string,
  now: number = Date.now(),
): Promise<SignedFileLink> {
  const expires = linkExpiry(now)
  const signature = toBase64Url(
    await crypto.subtle.sign('HMAC', await hmacKey(), signed(fileId, expires)),
  )
  const query = new URLSearchParams({ expires: String(expires), signature })
  return {
    url: `${apiBase}/files/${encodeURIComponent(fileId)}/content?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  }
}

export type FileLinkCheck = 'valid' | 'expired' | 'invalid'

/** Whether a link's signature is the server's for this file and expiry, and still in time. */
export async function checkFileLink(
  fileId: string,
  expires: number,
  signature: string,
  now: number = Date.now(),
): Promise<FileLinkCheck> {
  const bytes = fromBase64Url(signature)
  // The verification compares in constant time.
  if (
    !bytes ||
    !(await crypto.subtle.verify('HMAC', await hmacKey(), bytes, signed(fileId, expires)))
  )
    return 'invalid'
  return expires * 1000 <= now ? 'expired' : 'valid'
}
