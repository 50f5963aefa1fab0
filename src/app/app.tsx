import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'

import { Toaster } from '@/components/ui/toaster'
import { SessionProvider } from '@/lib/session/session-context'
import { useThemeMode } from '@/lib/theme'

import type { AppInstance } from './create-app'

/** The providers around the router. */
export function App({ app }: { app: AppInstance }) {
  const theme = useThemeMode()
  return (
    <SessionProvider session={app.session}>
      <QueryClientProvider client={app.queryClient}>
        <RouterProvider router={app.router} />
        <Toaster theme={theme} />
      </QueryClientProvider>
    </SessionProvider>
  )
}
