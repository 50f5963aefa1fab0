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
