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
    expect(cookieNames()).toContain(REFRESH_TOKEN_KEY)
    expect(store.read()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2', remember: false })
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
