import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { callServer } from '../serving/client'
import { BrowserStandIn } from './browser-host'
import { NotFoundPage } from './not-found-page'
import { findStandIn, standIns, type StandInEntry } from './registry'
import type { StandInContext } from './stand-in'

/**
 * The stand-ins for third-party sites (mocks/pages/registry.ts) as pages of the demo build: under
 * /mock-services/ the browser shows one of these instead of the app (mocks/browser.ts), its data
 * prepared before the first render. mocks/browser.ts imports this module only for such a path, so
 * the app's own first visit does not carry the host.
 */
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
