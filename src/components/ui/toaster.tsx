import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import type { ToasterProps as SonnerProps } from 'sonner'

import { onFirstInteraction } from '@/lib/lazy'
import { isToasterRequested, requestToaster, subscribeToasterRequest } from '@/lib/toast'

export type ToasterProps = Omit<SonnerProps, 'theme'> & {
  /** Pass the app's resolved or stored theme so toasts match the `dark` class on <html>. */
  theme?: 'light' | 'dark' | 'system'
}

/**
 * Mount once near the root; raise toasts with `toast` from '@/lib/toast'. sonner stays out of the
 * first load: it loads on the user's first press, key or focus (before any action of theirs can
 * raise a toast, so a network-error toast still shows if they go offline afterwards), or with the
 * first toast if that comes earlier. Loading it when idle after load instead put ~300 ms of
 * blocking time on Lighthouse's mobile run of the sign-in page. If its code cannot be fetched,
 * waiting toasts stay queued and it tries again when the browser is back online; the app around
 * it never fails because of it.
 */
export function Toaster({ theme = 'system', ...props }: ToasterProps) {
  const requested = useSyncExternalStore(
    subscribeToasterRequest,
    isToasterRequested,
    isToasterRequested,
  )
  const [Loaded, setLoaded] = useState<ComponentType<SonnerProps> | null>(null)

  useEffect(() => onFirstInteraction(requestToaster), [])

  useEffect(() => {
    if (!requested || Loaded) return
    let active = true
    const load = () => {
      import('./sonner-toaster').then(
        (module) => {
          if (active) setLoaded(() => module.default)
        },
        () => {
          if (active) window.addEventListener('online', load, { once: true })
        },
      )
    }
    load()
    return () => {
      active = false
      window.removeEventListener('online', load)
    }
  }, [requested, Loaded])

  return Loaded ? <Loaded theme={theme} {...props} /> : null
}
