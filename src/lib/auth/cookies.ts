/** Minimal cookie helpers: every cookie is Path=/, SameSite=Strict, and Secure on https. */
export interface CookieOptions {
  /** Lifetime in seconds; omitted for a session cookie (gone when the browser closes). */
  maxAgeSeconds?: number
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split(';')) {
    const item = part.trim()
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length))
  }
  return null
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = ['Path=/', 'SameSite=Strict']
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${options.maxAgeSeconds}`)
  if (location.protocol === 'https:') attributes.push('Secure')
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Strict`
}
