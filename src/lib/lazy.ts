import { lazy, type ComponentType } from 'react'

/**
 * A component loaded on demand that can be fetched ahead of its first render (`preload`), e.g.
 * the next step of a wizard while the user fills in the current one. A failed load is forgotten,
 * so the next preload or render tries again.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () =>
    (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return Object.assign(lazy(preload), { preload })
}

/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest after `timeout`
 * ms), so that fetching what comes next never competes with the first render.
 */
export function whenIdle(task: () => unknown, timeout = 3000): void {
  const run = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => void task(), { timeout })
    else setTimeout(() => void task(), 1000)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Runs `task` once, on the user's first press, key or focus anywhere in the page: for code the
 * first screen does not need but the user's first action may (toasts, the HTTP stack). Loading it
 * then keeps it off the page load's main thread. Returns a cancel.
 */
export function onFirstInteraction(task: () => unknown): () => void {
  const run = () => {
    cancel()
    void task()
  }
  const cancel = () =>
    INTERACTIONS.forEach((type) => document.removeEventListener(type, run, { capture: true }))
  INTERACTIONS.forEach((type) => document.addEventListener(type, run, { capture: true }))
  return cancel
}
