import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { DevPanel } from './dev-panel'

/**
 * Mounts the developer panel in its own element at the end of <body>, outside the app's React
 * tree (the app can crash or re-render without taking the panel with it). Mock mode only: this
 * module is reached through the lazy mock import of src/main.tsx, never in a production build.
 */
export function mountDevPanel(): void {
  const host = document.createElement('div')
  host.id = 'catalyst-mock-tools'
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      <DevPanel />
    </StrictMode>,
  )
}
