import '@testing-library/jest-dom/vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup } from '@testing-library/react'
import { toast as sonnerToast } from 'sonner'
import { afterAll, afterEach } from 'vitest'

import { toast } from '@/lib/toast'

import { failOnContractViolations } from './contract-violations'

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

afterEach(() => {
  cleanup()
  // Toasts live in module-level stores (ours while the toaster loads, then sonner's): forget them
  // so the next test starts with none.
  toast.dismiss()
  sonnerToast.dismiss()
})

// A dismissed toast unmounts 200 ms later on a real timer; let the last test's timers run out
// before the file's jsdom is torn down, or they fire into a missing `window`.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300))
})
