import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { ToasterProps as SonnerProps } from 'sonner'

import { isToasterRequested, subscribeToasterRequest } from '@/lib/toast'

const SonnerToaster = lazy(() => import('./sonner-toaster'))

export type ToasterProps = Omit<SonnerProps, 'theme'> & {
  /** Pass the app's resolved or stored theme so toasts match the `dark` class on <html>. */
  theme?: 'light' | 'dark' | 'system'
}

/**
 * Mount once near the root; raise toasts with `toast` from '@/lib/toast'. sonner stays out of the
 * first load: it loads with the first toast. (Loading it when idle instead cost the sign-in page
 * about 130 ms of blocking time on Lighthouse's mobile run: sonner styles the whole document.)
 */
export function Toaster({ theme = 'system', ...props }: ToasterProps) {
  const requested = useSyncExternalStore(
    subscribeToasterRequest,
    isToasterRequested,
    isToasterRequested,
  )
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} {...props} />
    </Suspense>
  )
}
