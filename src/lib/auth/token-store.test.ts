import { afterEach, describe, expect, it } from 'vitest'

import { ACCESS_TOKEN_KEY, createBrowserTokenStore, REFRESH_TOKEN_KEY } from './token-store'

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .filter(Boolean)

describe('createBrowserTokenStore', () => {
  afterEach(() => createBrowserTokenStore().clear())

  it('keeps the access token in a cookie with Remember me', () => {
    const store = createBrowserTokenStore()
    store.save({ accessToken: 'at-1', refreshToken: 'rt-1', remember: true })
    expect(cookieNames()).toEqual(expect.arrayContaining([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]))
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull()
    expect(createBrowserTokenStore().read()).toEqual({
      accessToken: 'at-1',
      refreshToken: 'rt-1',
      remember: true,
    })
  })

  it('keeps the access token in session storage without Remember me', () => {
    const store = createBrowserTokenStore()
    store.save({ accessToken: 'at-2', refreshToken: 'rt-2', remember: false })
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('at-2')
    expect(cookieNames()).not.toContain(ACCESS_TOKEN_KEY)
    // The refresh token is in a session cookie of this tab's own.
    expect(cookieNames()).toContain(
      `${REFRESH_TOKEN_KEY}.${sessionStorage.getItem('catalyst_tab_id')}`,
    )
    expect(cookieNames()).not.toContain(REFRESH_TOKEN_KEY)
    expect(store.read()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2', remember: false })
  })

  it('keeps two people signed in side by side in two tabs apart', () => {
    const inTab = (saved: Record<string, string>) => {
      sessionStorage.clear()
      Object.entries(saved).forEach(([key, value]) => sessionStorage.setItem(key, value))
    }
    // Tab A: a student without Remember me.
    createBrowserTokenStore().save({ accessToken: 'at-A', refreshToken: 'rt-A', remember: false })
    const tabA = { ...sessionStorage } as Record<string, string>
    // Tab B (a new tab: its own, empty session storage): a Catalyst with Remember me.
    inTab({})
    createBrowserTokenStore().save({ accessToken: 'at-B', refreshToken: 'rt-B', remember: true })
    const tabB = { ...sessionStorage } as Record<string, string>
    // Each tab reads its own person, before and after a refresh in the other.
    inTab(tabA)
    expect(createBrowserTokenStore().read()).toEqual({
      accessToken: 'at-A',
      refreshToken: 'rt-A',
      remember: false,
    })
    createBrowserTokenStore().replaceTokens('at-A2', 'rt-A2')
    inTab(tabB)
    expect(createBrowserTokenStore().read()).toEqual({
      accessToken: 'at-B',
      refreshToken: 'rt-B',
      remember: true,
    })
    // Tab B signing out leaves tab A signed in, and the other way round.
    createBrowserTokenStore().clear()
    expect(createBrowserTokenStore().read()).toBeNull()
    inTab(tabA)
    expect(createBrowserTokenStore().read()?.refreshToken).toBe('rt-A2')
    createBrowserTokenStore().clear()
    expect(createBrowserTokenStore().read()).toBeNull()
  })

  it('replaces a refreshed token where it was, and never uses localStorage', () => {
    const store = createBrowserTokenStore()
    store.save({ accessToken: 'at-3', refreshToken: 'rt-3', remember: true })
    store.replaceTokens('at-4')
    expect(store.read()).toEqual({ accessToken: 'at-4', refreshToken: 'rt-3', remember: true })
    // A rotated refresh token replaces the old one, in the same cookie.
    store.replaceTokens('at-5', 'rt-4')
    expect(store.read()).toEqual({ accessToken: 'at-5', refreshToken: 'rt-4', remember: true })
    expect(localStorage.length).toBe(0)
  })

  it('forgets everything on clear', () => {
    const store = createBrowserTokenStore()
    store.save({ accessToken: 'at-5', refreshToken: 'rt-5', remember: true })
    store.clear()
    expect(store.read()).toBeNull()
    expect(cookieNames()).not.toContain(ACCESS_TOKEN_KEY)
  })
})
