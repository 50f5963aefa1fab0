import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { startRefreshScheduler } from './refresh-scheduler'
import { createAuth } from './auth'
import { createMemoryTokenStore } from './token-store'

const MINUTE = 60_000
const start = Date.UTC(2026, 10, 21, 12)

function jwt(expiresAtMs: number): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(expiresAtMs / 1000) }))
  return `h.${payload.replace(/=+$/, '')}.s`
}

function signedIn(lifetimeMs: number) {
  return createAuth(
    createMemoryTokenStore({
      accessToken: jwt(start + lifetimeMs),
      refreshToken: 'rt-1',
      remember: false,
    }),
  )
}

describe('startRefreshScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(start)
  })
  afterEach(() => vi.useRealTimers())

  it('refreshes 5 minutes before expiry and stores the new tokens', async () => {
    const auth = signedIn(60 * MINUTE)
    let round = 0
    const refresh = vi.fn(() => {
      round += 1
      return Promise.resolve({
        accessToken: jwt(start + (60 + 60 * round) * MINUTE),
        refreshToken: `rt-${round + 1}`,
      })
    })
    const stop = startRefreshScheduler({ auth, refresh, onFailure: vi.fn() })

    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledWith('rt-1')
    expect(auth.getAccessToken()).toBe(jwt(start + 120 * MINUTE))

    // The next run follows the new token's expiry, with the rotated refresh token.
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(refresh).toHaveBeenLastCalledWith('rt-2')
    stop()
  })

  it('uses the refresh token another tab stored, not the one it started with', async () => {
    const store = createMemoryTokenStore({
      accessToken: jwt(start + 60 * MINUTE),
      refreshToken: 'rt-1',
      remember: true,
    })
    const auth = createAuth(store)
    const refresh = vi.fn(() =>
      Promise.resolve({ accessToken: jwt(start + 120 * MINUTE), refreshToken: 'rt-9' }),
    )
    const stop = startRefreshScheduler({ auth, refresh, onFailure: vi.fn() })
    // Another tab sharing the cookie refreshed meanwhile: the cookie holds its rotated token.
    store.replaceTokens(jwt(start + 60 * MINUTE), 'rt-from-other-tab')
    await vi.advanceTimersByTimeAsync(55 * MINUTE)
    expect(refresh).toHaveBeenCalledWith('rt-from-other-tab')
    stop()
  })

  it('refreshes at once when the token is already inside the last 5 minutes', async () => {
    const auth = signedIn(2 * MINUTE)
    const refresh = vi.fn().mockResolvedValue({ accessToken: jwt(start + 60 * MINUTE) })
    const stop = startRefreshScheduler({ auth, refresh, onFailure: vi.fn() })
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledOnce()
    stop()
  })

  it('refreshes short-lived tokens halfway through their life instead of again and again', async () => {
    const auth = signedIn(2 * MINUTE)
    let issued = 0
    const refresh = vi.fn(() => {
      issued += 1
      return Promise.resolve({ accessToken: jwt(Date.now() + 2 * MINUTE + issued * 1000) })
    })
    const stop = startRefreshScheduler({ auth, refresh, onFailure: vi.fn() })
    // The stored token is refreshed at once; each new 2-minute token after 1 minute.
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(MINUTE - 1)
    expect(refresh).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(10)
    expect(refresh.mock.calls.length).toBeLessThanOrEqual(12)
    stop()
  })

  it('treats an already expired token from a refresh as a failure', async () => {
    const auth = signedIn(10 * MINUTE)
    const onFailure = vi.fn()
    const refresh = vi.fn(() => Promise.resolve({ accessToken: jwt(Date.now() - 1000) }))
    const stop = startRefreshScheduler({ auth, refresh, onFailure })
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(onFailure).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(refresh).toHaveBeenCalledOnce()
    stop()
  })

  it('stops and reports a failed refresh', async () => {
    const auth = signedIn(10 * MINUTE)
    const onFailure = vi.fn()
    const refresh = vi.fn().mockRejectedValue(new Error('refresh refused'))
    const stop = startRefreshScheduler({ auth, refresh, onFailure })
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(onFailure).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(refresh).toHaveBeenCalledOnce()
    stop()
  })

  it('does nothing once the sign-in has ended', async () => {
    const auth = signedIn(10 * MINUTE)
    const refresh = vi.fn()
    const stop = startRefreshScheduler({ auth, refresh, onFailure: vi.fn() })
    auth.end()
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(refresh).not.toHaveBeenCalled()
    stop()
  })
})
