import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

import { NotFoundPage } from './not-found-page'

/**
 * Pages the mock backend serves in place of third-party sites (ARCHITECTURE.md, mocks/services):
 * under /mock-services/ the browser shows one of these instead of the app (mocks/browser.ts).
 * Each entry loads its page lazily and prepares its data before the first render.
 */
interface MockPage {
  path: string
  /** The page also answers every path below `path` (its parameters follow it). */
  prefix?: boolean
  title: string
  load: (path: string) => Promise<ReactNode>
}

const pages: MockPage[] = [
  {
    path: '/mock-services/identity/authorize',
    title: 'Sign in with Google (mock)',
    load: async () => (await import('./identity/authorize-route')).loadAuthorizePage(),
  },
  {
    path: '/mock-services/moodle',
    prefix: true,
    title: 'Learning platform (mock)',
    load: async (path) => (await import('./moodle/moodle-route')).loadMoodlePage(path),
  },
  {
    path: '/mock-services/billing-portal',
    title: 'Billing portal (mock)',
    load: async () =>
      (await import('./billing-portal/billing-portal-route')).loadBillingPortalPage(),
  },
]

export const MOCK_PAGES_PREFIX = '/mock-services/'

/** The path inside the app (the Vite base removed), or null when it is not a mock page's. */
export function mockPagePath(pathname: string): string | null {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '')
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname
  return path.startsWith(MOCK_PAGES_PREFIX) ? path : null
}

export async function renderMockPage(root: HTMLElement, path: string): Promise<void> {
  const wanted = path.replace(/\/$/, '')
  const page = pages.find(
    (candidate) =>
      candidate.path === wanted || (candidate.prefix && wanted.startsWith(`${candidate.path}/`)),
  )
  document.title = page?.title ?? 'Mock page not found'
  const content = page ? await page.load(wanted) : <NotFoundPage path={path} known={pages} />
  createRoot(root).render(<StrictMode>{content}</StrictMode>)
}
