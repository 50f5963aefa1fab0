import { configureMocks } from '../config'

/**
 * Developer-panel settings that outlive a reload (mock mode only, localStorage): the latency the
 * mock backend adds to every answer. browser.ts applies it at start, over VITE_MOCK_LATENCY_MS.
 */
const LATENCY_KEY = 'catalyst-mock-latency-ms'

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
