import '@testing-library/jest-dom/vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react'
import { toast as sonnerToast } from 'sonner'
import { afterAll, afterEach, vi } from 'vitest'

import { setLiveSocketTransports } from '@/lib/socket/socket-config'
import { toast } from '@/lib/toast'
import { ensureMockSocketServer } from '@mocks/socket/mock-server'
import { MockWebSocketTransport } from '@mocks/socket/transport'

import { failOnContractViolations } from './contract-violations'

// The dom project runs without per-file isolation (vite.config.ts): files share a worker's
// window and modules, and this file runs again before each of them. Every file starts as a fresh
// page would: no stored data, no cookies, no theme class, real timers.
localStorage.clear()
sessionStorage.clear()
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim()
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}
document.documentElement.className = ''
document.title = ''
vi.useRealTimers()

// A first render imports the route's lazy chunks; on a 2-core CI machine busy with the other
// worker that took longer than Testing Library's default second for findBy* and waitFor.
configure({ asyncUtilTimeout: 5_000 })

// jsdom lacks scrollTo (the router's scroll restoration) and matchMedia (theme, toasts).
window.scrollTo = () => {}
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
// Radix measures some controls (checkbox, tooltip) with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

failOnContractViolations()

// The live chat socket runs against the in-page mock Socket.IO server, as in the demo build.
setLiveSocketTransports(() => {
  ensureMockSocketServer(location.origin)
  return Promise.resolve([MockWebSocketTransport])
})

// Whether a test of this file ended with a toast on screen, whose exit timers may still be due.
let toastOnScreen = false

afterEach(() => {
  // Sonner marks each toast with this attribute; a toast has no role Testing Library could query.
  // eslint-disable-next-line testing-library/no-node-access
  toastOnScreen ||= document.querySelector('[data-sonner-toast]') !== null
  cleanup()
  // Toasts live in module-level stores (ours while the toaster loads, then sonner's): forget them
  // so the next test starts with none.
  toast.dismiss()
  sonnerToast.dismiss()
})

// A dismissed toast unmounts 200 ms later on a real timer; let the last test's timers run out
// before the file's jsdom is torn down, or they fire into a missing `window`. Only a file that
// left a toast on screen has such timers: the others (most unit tests) skip the wait, 0.3 s
// a file.
afterAll(async () => {
  if (toastOnScreen) await new Promise((resolve) => setTimeout(resolve, 300))
})
