import { configureMocks, defaultMockConfig } from '../config'
import { configureServer } from '../serving/client'

/**
 * Developer-panel settings that outlive a reload (mock mode only, localStorage): the latency the
 * mock backend adds to every answer, and the access-token lifetime. browser.ts applies them at
 * start (the latency over VITE_MOCK_LATENCY_MS).
 */
export const LATENCY_KEY = 'catalyst-mock-latency-ms'

export function storedLatencyMs(fallback: number): number {
  const raw = localStorage.getItem(LATENCY_KEY)
  const value = raw === null ? Number.NaN : Number(raw)
  return Number.isFinite(value) && value >= 0 ? value : fallback
}

export function setLatencyMs(latencyMs: number): void {
  const value = Math.max(0, Math.round(latencyMs)) || 0
  configureMocks({ latencyMs: value })
  localStorage.setItem(LATENCY_KEY, String(value))
}

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const TOKEN_TTL_KEY = 'catalyst-mock-token-ttl-seconds'
/** `?mock-token-ttl=<seconds>` in any URL sets the lifetime; `default` (or empty) clears it. */
export const TOKEN_TTL_PARAM = 'mock-token-ttl'
/**
 * The app refreshes 5 minutes before expiry (spec part 1 sections 4 and 9): a token living 300 s
 * or less would be refreshed at once, again and again. 301 s refreshes after about a second.
 */
export const MIN_TOKEN_TTL_SECONDS = 301
/** As long as the refresh token lives: an access token never outlives its sign-in. */
export const MAX_TOKEN_TTL_SECONDS = defaultMockConfig.refreshTokenTtlSeconds

export type TokenTtlSetting =
  { kind: 'seconds'; seconds: number } | { kind: 'default' } | { kind: 'invalid'; message: string }

export const TOKEN_TTL_RULE = `Enter whole seconds from ${MIN_TOKEN_TTL_SECONDS} to ${MAX_TOKEN_TTL_SECONDS}, or leave empty for the default (${defaultMockConfig.accessTokenTtlSeconds}).`

/** Reads a lifetime typed in the panel or given in the URL. */
export function parseTokenTtl(raw: string): TokenTtlSetting {
  const text = raw.trim()
  if (text === '' || text.toLowerCase() === 'default') return { kind: 'default' }
  const seconds = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (
    !Number.isSafeInteger(seconds) ||
    seconds < MIN_TOKEN_TTL_SECONDS ||
    seconds > MAX_TOKEN_TTL_SECONDS
  )
    return { kind: 'invalid', message: `"${text}" is not a token lifetime. ${TOKEN_TTL_RULE}` }
  return { kind: 'seconds', seconds }
}

/** The remembered lifetime, or `fallback` when none (or an unusable one) is stored. */
export function storedTokenTtlSeconds(
  fallback: number,
  storage: Pick<Storage, 'getItem'> = localStorage,
): number {
  const setting = parseTokenTtl(storage.getItem(TOKEN_TTL_KEY) ?? '')
  return setting.kind === 'seconds' ? setting.seconds : fallback
}

/**
 * Applies a lifetime to tokens issued from now on (sign-in and refresh) and remembers it across
 * reloads; `default` forgets it. An invalid value changes nothing and comes back to be shown.
 */
export function applyTokenTtl(
  raw: string,
  storage: SettingsStorage = localStorage,
): TokenTtlSetting {
  const setting = parseTokenTtl(raw)
  if (setting.kind === 'seconds') {
    void configureServer({ accessTokenTtlSeconds: setting.seconds })
    storage.setItem(TOKEN_TTL_KEY, String(setting.seconds))
  } else if (setting.kind === 'default') {
    void configureServer({ accessTokenTtlSeconds: defaultMockConfig.accessTokenTtlSeconds })
    storage.removeItem(TOKEN_TTL_KEY)
  }
  return setting
}
