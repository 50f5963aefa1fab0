import { describe, expect, it, vi } from 'vitest'

import {
  clearPendingHubRedirect,
  PENDING_HUB_REDIRECT_KEY,
  readPendingHubRedirect,
  resolvePostLoginPath,
  safeReturnPath,
  savePendingHubRedirect,
  slugify,
} from './post-login-redirect'

const now = Date.UTC(2026, 10, 21, 12)
const pending = (minutesAgo: number) => ({
  learnHubId: 'hub-1',
  trainingTitle: 'Data Science Foundations',
  timestamp: now - minutesAgo * 60_000,
})

describe('resolvePostLoginPath', () => {
  it('prefers a pending hub redirect saved within 30 minutes', () => {
    expect(resolvePostLoginPath({ pending: pending(29), returnUrl: '/faq', now })).toBe(
      '/learning-hub/data-science-foundations/hub-1',
    )
  })

  it('ignores a pending redirect older than 30 minutes and uses returnUrl', () => {
    expect(resolvePostLoginPath({ pending: pending(31), returnUrl: '/my-student?q=1', now })).toBe(
      '/my-student?q=1',
    )
  })

  it('falls back to / without either', () => {
    expect(resolvePostLoginPath({ pending: null, returnUrl: undefined, now })).toBe('/')
  })

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tx',
    '',
  ])('refuses the off-site or malformed returnUrl %j', (returnUrl) => {
    expect(safeReturnPath(returnUrl)).toBeNull()
    expect(resolvePostLoginPath({ pending: null, returnUrl, now })).toBe('/')
  })
})

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/my-student?q=1', '/my-student?q=1'],
    ['/my-student?q=1&page=2#notes', '/my-student?q=1&page=2#notes'],
    ['/learning-hub/data-science/hub-1', '/learning-hub/data-science/hub-1'],
    ['/learning-hub/a%2Fb/hub-1', '/learning-hub/a%2Fb/hub-1'],
    ['/x//y', '/x//y'],
    ['/search?next=//evil.example#//evil.example', '/search?next=//evil.example#//evil.example'],
    ['/a/./b/../c', '/a/c'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/café', '/caf%C3%A9'],
    ['/%20notes', '/%20notes'],
  ])('keeps the same-site path %j as %j', (value, path) => {
    expect(safeReturnPath(value)).toBe(path)
  })

  it.each([
    // Another host, written plainly or with backslashes (browsers read "\\" as "/")
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    // ...once dot segments are resolved
    '/.//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..%2F%2Fevil.example',
    // ...once percent-escapes are decoded, once or more
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    // ...once tabs, newlines and other controls are dropped
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0d%0a/evil.example',
    '/%00/evil.example',
    '/%20/evil.example',
    // schemes and other non-paths
    'https://evil.example',
    'HTTPS://evil.example',
    ' /faq',
    'javascript:alert(1)',
    'data:text/html,x',
    '%2F%2Fevil.example',
    'x'.repeat(3000),
    `/%${'25'.repeat(12)}2F%${'25'.repeat(12)}2Fevil.example`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  it.each([null, undefined, 42, {}, ['/faq']])('refuses the non-string %j', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  it('never returns a path a browser would resolve to another origin', () => {
    const base = 'https://app.example/auth/login'
    const shapes = ['/', '\\', '.', '%2F', '%5C', '%2E', '%252F', '%09', '%0A', '\t', 'x', '?', '#']
    for (const a of shapes)
      for (const b of shapes)
        for (const c of shapes) {
          const path = safeReturnPath(`/${a}${b}${c}evil.example`)
          if (path === null) continue
          expect(new URL(path, base).origin, path).toBe('https://app.example')
          expect(path, path).not.toMatch(/^[/\\]{2}/)
          // Decoded, as a router might, it still names no other host.
          expect(new URL(decodeURIComponent(path), base).origin, path).toBe('https://app.example')
        }
  })
})

describe('slugify', () => {
  it('makes a readable path segment', () => {
    expect(slugify('Café & Culture: Week 1')).toBe('cafe-culture-week-1')
    expect(slugify('李')).toBe('learning-hub')
  })
})

describe('the pending hub redirect in session storage', () => {
  it('keeps the hub id, its title and when the visitor chose to apply, until login clears it', () => {
    const storage = new Map<string, string>()
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    savePendingHubRedirect(store, { learnHubId: 'hub-1', trainingTitle: 'Data Science' }, now)
    expect(JSON.parse(storage.get(PENDING_HUB_REDIRECT_KEY) ?? '')).toEqual({
      learnHubId: 'hub-1',
      trainingTitle: 'Data Science',
      timestamp: now,
    })
    expect(readPendingHubRedirect(store)).toEqual({
      learnHubId: 'hub-1',
      trainingTitle: 'Data Science',
      timestamp: now,
    })
    clearPendingHubRedirect(store)
    expect(readPendingHubRedirect(store)).toBeNull()
  })

  it('lets applying go on when the browser refuses storage', () => {
    const refusing = {
      setItem: vi.fn(() => {
        throw new DOMException('quota', 'QuotaExceededError')
      }),
      removeItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
    }
    expect(() =>
      savePendingHubRedirect(refusing, { learnHubId: 'h', trainingTitle: 't' }, 1_000),
    ).not.toThrow()
    expect(() => clearPendingHubRedirect(refusing)).not.toThrow()
    // Each did try the storage (a refusal swallowed, not a call skipped).
    expect(refusing.setItem).toHaveBeenCalledExactlyOnceWith(
      PENDING_HUB_REDIRECT_KEY,
      JSON.stringify({ learnHubId: 'h', trainingTitle: 't', timestamp: 1_000 }),
    )
    expect(refusing.removeItem).toHaveBeenCalledExactlyOnceWith(PENDING_HUB_REDIRECT_KEY)
  })
})
