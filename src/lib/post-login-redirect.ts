import { PENDING_HUB_REDIRECT_TTL_MS } from '@/config/constants'

/** Session-storage key of the pending learning-hub redirect (spec part 1 section 3). */
export const PENDING_HUB_REDIRECT_KEY = 'pendingLearnHubRedirect'

export interface PendingHubRedirect {
  learnHubId: string
  trainingTitle: string
  timestamp: number
}

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'learning-hub'
}

const SAME_SITE = 'https://same-site.invalid'

/**
 * A path a browser reads as another host: two slashes (either way round) at its start, with
 * anything a URL parser drops (tab, newline) or a lenient one skips (space, controls) between.
 */
// eslint-disable-next-line no-control-regex
const OTHER_HOST = /^[/\\][\u0000-\u0020\u007f]*[/\\]/

/** Decodes percent-escapes of ASCII only: enough to reveal hidden slashes, dots and controls. */
function decodeAscii(path: string): string {
  return path.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
}

/** Read as written or once a URL parser has resolved its dot segments, it names another host. */
function leavesSite(path: string): boolean {
  if (OTHER_HOST.test(path)) return true
  try {
    const url = new URL(path, SAME_SITE)
    return url.origin !== SAME_SITE || OTHER_HOST.test(url.pathname)
  } catch {
    return true
  }
}

/**
 * Only a same-site relative path is followed: `/x`, with its query and hash. Never `//host`,
 * `/\\host` or a scheme, nor anything that becomes one once dot segments are resolved
 * (`/.//host`), percent-escapes decoded, however many times (`/%2F%2Fhost`, `/%252F%252Fhost`,
 * `/%5Chost`) or tabs and newlines dropped (`/%09/host`). Returns the normalised path, or
 * null when the value is unsafe.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return null
  let url: URL
  try {
    url = new URL(value, SAME_SITE)
  } catch {
    return null
  }
  if (url.origin !== SAME_SITE) return null
  // The router, the history API or a later redirect may decode the path (again): every reading
  // of it must stay on this site. Ten layers of escapes is no real path.
  let path = url.pathname
  for (let layer = 0; ; layer++) {
    if (leavesSite(path)) return null
    const decoded = decodeAscii(path)
    if (decoded === path) break
    if (layer === 10) return null
    path = decoded
  }
  return `${url.pathname}${url.search}${url.hash}`
}

export function readPendingHubRedirect(
  storage: Pick<Storage, 'getItem'>,
): PendingHubRedirect | null {
  try {
    const raw = storage.getItem(PENDING_HUB_REDIRECT_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<PendingHubRedirect>
    if (typeof parsed.learnHubId !== 'string' || typeof parsed.timestamp !== 'number') return null
    return {
      learnHubId: parsed.learnHubId,
      trainingTitle: String(parsed.trainingTitle ?? ''),
      timestamp: parsed.timestamp,
    }
  } catch {
    return null
  }
}

/**
 * Applying from the public hub page (spec part 2 section 2): remembers the hub so that login,
 * within 30 minutes, brings the visitor back to it.
 */
export function savePendingHubRedirect(
  storage: Pick<Storage, 'setItem'>,
  hub: { learnHubId: string; trainingTitle: string },
  now: number = Date.now(),
): void {
  const pending: PendingHubRedirect = { ...hub, timestamp: now }
  try {
    storage.setItem(PENDING_HUB_REDIRECT_KEY, JSON.stringify(pending))
  } catch {
    // Storage full or refused (private mode): login still returns through its returnUrl.
  }
}

/** Login used the pending redirect (or found it too old): the next login starts afresh. */
export function clearPendingHubRedirect(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(PENDING_HUB_REDIRECT_KEY)
  } catch {
    // Nothing to clear where storage is refused.
  }
}

/**
 * After login (spec part 1 section 2): a pending learning-hub redirect saved within 30 minutes,
 * else a safe returnUrl, else `/`.
 */
export function resolvePostLoginPath(options: {
  pending: PendingHubRedirect | null
  returnUrl: unknown
  now: number
}): string {
  const { pending, returnUrl, now } = options
  if (
    pending &&
    now - pending.timestamp >= 0 &&
    now - pending.timestamp <= PENDING_HUB_REDIRECT_TTL_MS
  ) {
    return `/learning-hub/${slugify(pending.trainingTitle)}/${encodeURIComponent(pending.learnHubId)}`
  }
  return safeReturnPath(returnUrl) ?? '/'
}
