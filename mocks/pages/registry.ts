import type { StandInPage } from './stand-in'

/**
 * Pages the mock backend serves in place of third-party sites (ARCHITECTURE.md, mocks/services),
 * each loaded when first asked for: in the demo build under /mock-services/ instead of the app
 * (mocks/pages/index.tsx), on the Node server as HTML (mocks/server/service-pages.ts).
 */
export interface StandInEntry {
  path: string
  /** The page also answers every path below `path` (its parameters follow it). */
  prefix?: boolean
  title: string
  // Each page's data differs; a host only hands a page's own data back to it.
  page: () => Promise<StandInPage<unknown>>
}

export const MOCK_PAGES_PREFIX = '/mock-services/'

export const standIns: readonly StandInEntry[] = [
  {
    path: '/mock-services/identity/authorize',
    title: 'Sign in with Google (mock)',
    page: async () => (await import('./identity/identity-stand-in')).identityStandIn,
  },
  {
    path: '/mock-services/moodle',
    prefix: true,
    title: 'Learning platform (mock)',
    page: async () => (await import('./moodle/moodle-stand-in')).moodleStandIn,
  },
  {
    path: '/mock-services/billing-portal',
    title: 'Billing portal (mock)',
    page: async () =>
      (await import('./billing-portal/billing-portal-stand-in')).billingPortalStandIn,
  },
]

/** The stand-in answering `path` (the app's base removed), if any. */
export function findStandIn(path: string): StandInEntry | undefined {
  const wanted = path.replace(/\/$/, '')
  return standIns.find(
    (entry) => entry.path === wanted || (entry.prefix && wanted.startsWith(`${entry.path}/`)),
  )
}

/** The path inside the app (the Vite base removed), or null when it is not a mock page's. */
export function mockPagePath(pathname: string): string | null {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '')
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname
  return path.startsWith(MOCK_PAGES_PREFIX) ? path : null
}
