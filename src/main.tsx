import './styles.css'

import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { APP_READY_ATTRIBUTE, AppRoot } from '@/app/app-root'
import { createApp } from '@/app/create-app'
import {
  canHydrate,
  PRERENDER_KIND_ATTRIBUTE,
  PRERENDER_PATH_ATTRIBUTE,
  readPrerenderMarks,
} from '@/app/prerendered-page'
import { installChunkRetry } from '@/lib/chunk-retry'
import { setHydratingPrerenderedPage } from '@/lib/hydration'
import { initLanguage } from '@/lib/language'
import { initTheme } from '@/lib/theme'

async function boot() {
  // Before the first dynamic import: a chunk that fails to load can be loaded again on Retry.
  installChunkRetry()
  initTheme()
  initLanguage()
  // Mock mode only: the mock backend is imported lazily, so a production build (mocking off)
  // contains none of it. It starts before the first render so no call escapes it.
  // The condition is written out (not read from config/env) so the bundler drops the branch.
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true') {
    const { startMockBackend } = await import('../mocks/browser')
    const { renderedPage } = await startMockBackend()
    // A mock third-party page (/mock-services/..., e.g. the identity provider) took #root: it is
    // the page, so nothing is waiting for the app any more (public/prepaint.js).
    if (renderedPage) {
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true')
      return
    }
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const app = createApp()
  const marks = readPrerenderMarks(root)
  if (marks) {
    // The build's markup is on screen: settle the route (guards, its code) before React takes
    // over, so the first render is the page itself, never a pending state.
    await app.router.load()
    const { location, matches } = app.router.state
    if (
      canHydrate(marks, {
        pathname: location.pathname,
        hash: location.hash,
        signedIn: app.auth.isSignedIn(),
        settled: matches.every((match) => match.status === 'success'),
      })
    ) {
      // Renders like the server did (build/prerender.ts): no suspense boundary around the root.
      app.router.ssr = { manifest: undefined }
      // Parts only an interaction needs may wait for one (src/lib/hydration.ts).
      setHydratingPrerenderedPage(true)
      // A transition: hydration yields to the browser every few milliseconds instead of holding
      // the main thread (the sign-in page's blocking time on phones).
      startTransition(() => {
        hydrateRoot(root, <AppRoot app={app} />, {
          onRecoverableError: (error) => console.error('Prerendered page did not hydrate:', error),
        })
      })
      return
    }
    // Rendered afresh over the build's markup: it is no longer the prerendered page.
    root.removeAttribute(PRERENDER_KIND_ATTRIBUTE)
    root.removeAttribute(PRERENDER_PATH_ATTRIBUTE)
  }
  createRoot(root).render(<AppRoot app={app} />)
}

// A start that threw (a chunk that failed to load, a mock backend that could not start) would
// leave the prerendered page looking usable and dead: public/prepaint.js reloads once or says so.
boot().catch((error: unknown) => {
  console.error('Catalyst could not start:', error)
  ;(window as { catalystBootFailed?: () => void }).catalystBootFailed?.()
})
