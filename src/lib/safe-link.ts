/**
 * Whether a server-supplied address may become a link's href: absolute http(s) only, so that a
 * stored `javascript:` or `data:` address stays text (docs/security.md).
 */
export function isSafeLink(value: string | null | undefined): value is string {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
