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

/**
 * Only a same-site relative path is followed: `/x`, never `//host`, `/\host`, or a scheme.
 * Returns the path to use, or null when the value is unsafe.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return null
  try {
    const base = 'https://same-site.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
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
