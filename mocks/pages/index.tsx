import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { callServer } from '../serving/client'
import { BrowserStandIn } from './browser-host'
import { NotFoundPage } from './not-found-page'
import { findStandIn, MOCK_PAGES_PREFIX, standIns, type StandInEntry } from './registry'
import type { StandInContext } from './stand-in'

/**
 * The stand-ins for third-party sites (mocks/pages/registry.ts) as pages of the demo build: under
 * /mock-services/ the browser shows one of these instead of the app (mocks/browser.ts), its data
 * prepared before the first render.
 */

/** The path inside the app (the Vite base removed), or null when it is not a mock page's. */
export function mockPagePath(pathname: string): string | null {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '')
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname
  return path.startsWith(MOCK_PAGES_PREFIX) ? path : null
}

export async function renderMockPage(root: HTMLElement, path: string): Promise<void> {
  const entry = findStandIn(path)
  document.title = entry?.title ?? 'Mock page not found'
  const content = entry ? await stand(entry) : <NotFoundPage path={path} known={standIns} />
  createRoot(root).render(<StrictMode>{content}</StrictMode>)
}

async function stand(entry: StandInEntry) {
  const page = await entry.page()
  const context: StandInContext = {
    url: new URL(location.href),
    call: callServer,
    appHome: `${location.origin}${import.meta.env.BASE_URL}`,
  }
  return <BrowserStandIn page={page} context={context} initial={await page.load(context)} />
}
