import { describe, expect, it } from 'vitest'

import { resolvePostLoginPath, safeReturnPath, slugify } from './post-login-redirect'

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

describe('slugify', () => {
  it('makes a readable path segment', () => {
    expect(slugify('Café & Culture: Week 1')).toBe('cafe-culture-week-1')
    expect(slugify('李')).toBe('learning-hub')
  })
})
