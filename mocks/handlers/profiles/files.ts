/** Inline uploads travel as base64 data URLs (contract: "File uploads (our design)"). */
export interface DataUrlFile {
  mime: string
  /** Decoded size in bytes. */
  bytes: number
}

const DATA_URL =
  /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,([A-Za-z0-9+/]*={0,2})$/i

/** The MIME type and decoded size of a base64 data URL; null when it is not one. */
export function parseDataUrl(value: string): DataUrlFile | null {
  const match = DATA_URL.exec(value.trim())
  const payload = match?.[3]
  if (!match?.[1] || payload === undefined || payload.length % 4 === 1) return null
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0
  return { mime: match[1].toLowerCase(), bytes: Math.floor((payload.length * 3) / 4) - padding }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

export const MB = 1024 * 1024
