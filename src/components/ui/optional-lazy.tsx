import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A part of a page loaded beside it rather than before it (a header drawer, a dialog that opens
 * later) whose code may fail to arrive: offline, or a deploy replaced the chunk. Unlike
 * React.lazy, a failure never reaches an error boundary (it would take the whole page with it):
 * the fallback stays, and the load is tried again when the browser is back online.
 */
export function optionalLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  function OptionalLazy(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded)
    const [attempt, setAttempt] = useState(0)
    useEffect(() => {
      if (Component) return undefined
      let live = true
      const retry = () => setAttempt((count) => count + 1)
      load().then(
        (Loaded) => {
          loaded = Loaded
          if (live) setComponent(() => Loaded)
        },
        () => window.addEventListener('online', retry, { once: true }),
      )
      return () => {
        live = false
        window.removeEventListener('online', retry)
      }
    }, [Component, attempt])
    return Component ? <Component {...props} /> : fallback
  }
  return OptionalLazy
}
