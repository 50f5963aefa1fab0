import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'

import { Toaster } from '@/components/ui/toaster'
import { AuthProvider } from '@/lib/auth/auth-context'
import { useThemeMode } from '@/lib/theme'

import type { AppInstance } from './create-app'

/** The providers around the router. */
export function App({ app }: { app: AppInstance }) {
  const theme = useThemeMode()
  return (
    <AuthProvider auth={app.auth}>
      <QueryClientProvider client={app.queryClient}>
        {/* Before the router: its effects subscribe to the toast store before any page's effects
            run, so a toast raised while the first page mounts (an identity-provider error) shows. */}
        <Toaster theme={theme} />
        <RouterProvider router={app.router} />
      </QueryClientProvider>
    </AuthProvider>
  )
}
