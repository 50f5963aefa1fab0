import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import type { ToasterProps as SonnerProps } from 'sonner'

import { whenIdle } from '@/lib/lazy'
import { isToasterRequested, requestToaster, subscribeToasterRequest } from '@/lib/toast'

const SonnerToaster = lazy(() => import('./sonner-toaster'))

export type ToasterProps = Omit<SonnerProps, 'theme'> & {
  /** Pass the app's resolved or stored theme so toasts match the `dark` class on <html>. */
  theme?: 'light' | 'dark' | 'system'
}

/**
 * Mount once near the root; raise toasts with `toast` from '@/lib/toast'. sonner stays out of the
 * first load: it loads with the first toast, or when the browser is idle after the page loaded.
 */
export function Toaster({ theme = 'system', ...props }: ToasterProps) {
  const requested = useSyncExternalStore(
    subscribeToasterRequest,
    isToasterRequested,
    isToasterRequested,
  )
  // Ready for the first toast without delaying the first render.
  useEffect(() => whenIdle(requestToaster), [])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} {...props} />
    </Suspense>
  )
}
