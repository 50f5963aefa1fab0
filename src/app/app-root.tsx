import { StrictMode, useEffect } from 'react'

import { App } from './app'
import type { AppInstance } from './create-app'

/** Set on <html> once the app has mounted or hydrated (public/prepaint.js waits for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

function ReadySignal() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true')
  }, [])
  return null
}

/**
 * The whole element tree of the page: the browser renders or hydrates it (main.tsx) and the
 * build's prerenderer renders it to HTML (src/app/prerender.tsx), so the two cannot drift apart.
 */
export function AppRoot({ app }: { app: AppInstance }) {
  return (
    <StrictMode>
      <App app={app} />
      <ReadySignal />
    </StrictMode>
  )
}
