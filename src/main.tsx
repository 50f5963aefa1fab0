import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from '@/app/app'
import { createApp } from '@/app/create-app'
import { installChunkRetry } from '@/lib/chunk-retry'
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
    // A mock third-party page (/mock-services/..., e.g. the identity provider) took #root.
    if (renderedPage) return
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App app={createApp()} />
    </StrictMode>,
  )
}

void boot()
