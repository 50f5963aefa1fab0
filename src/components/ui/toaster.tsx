import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner'

export type ToasterProps = Omit<SonnerProps, 'theme'> & {
  /** Pass the app's resolved or stored theme so toasts match the `dark` class on <html>. */
  theme?: 'light' | 'dark' | 'system'
}

/** Mount once near the root; raise toasts with `toast()` from 'sonner' (via lib/toasts). */
export function Toaster({ theme = 'system', ...props }: ToasterProps) {
  return <Sonner position="top-right" richColors closeButton theme={theme} {...props} />
}
