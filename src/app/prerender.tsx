/**
 * The build's server renderer (build/prerender.ts runs it in Node after the browser build): the
 * real app and route tree on a memory history, as a visitor who is not signed in. Never part of
 * the browser bundle.
 */
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { prerender as renderStatic } from 'react-dom/static'

import { documentTitleFor } from '@/components/layout/document-title'
import { createMemoryTokenStore } from '@/lib/auth/token-store'

import { AppRoot } from './app-root'
import { createApp } from './create-app'

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string
  /** The document title the page sets once it runs (DocumentTitle). */
  title: string
  /** Where the router ended up: a page that redirects cannot be prerendered. */
  pathname: string
  /** Whether every route of the page loaded (guards, code) without an error or a not-found. */
  settled: boolean
  /** The routes rendered, root first: their chunks are the page's to preload. */
  routeIds: string[]
}

/**
 * A page that needs data renders its loading state: its calls are held unanswered while it
 * renders, so the skeleton is what the HTML shows until the browser takes over and asks again.
 * Released afterwards (failed), so no client timer outlives the page.
 */
function holdNetwork(): () => void {
  const original = globalThis.fetch
  const held: ((reason: Error) => void)[] = []
  globalThis.fetch = () => new Promise<Response>((_resolve, reject) => held.push(reject))
  return () => {
    globalThis.fetch = original
    held.forEach((reject) => reject(new Error('Prerendered: the browser asks again')))
  }
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const release = holdNetwork()
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    tokenStore: createMemoryTokenStore(),
  })
  try {
    await app.router.load()
    const { location, matches } = app.router.state
    const titled = [...matches].reverse().find((match) => match.staticData.title)
    // A first pass loads every lazy part of the page (React.lazy under a suspense boundary); the
    // second then renders the whole page in place, with no fallback to be swapped by a script.
    await (await renderStatic(<AppRoot app={app} />)).prelude.cancel()
    return {
      html: renderToString(<AppRoot app={app} />),
      title: documentTitleFor(titled?.staticData.title),
      pathname: location.pathname,
      settled: matches.every((match) => match.status === 'success'),
      routeIds: matches.map((match) => match.routeId),
    }
  } finally {
    app.dispose()
    app.queryClient.clear()
    release()
  }
}
