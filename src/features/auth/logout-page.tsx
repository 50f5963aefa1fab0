import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { toastAfterReload } from '@/lib/toast'

import { signOut } from '@/api/auth/mutations'
import { FullPageLoading } from '@/components/layout/full-page-loading'
import { reloadTo } from '@/lib/reload'
import { useAuth } from '@/lib/auth/auth-context'

/**
 * Calls the server, forgets tokens and cached data, then reloads the page on /auth/login (spec
 * part 1 section 2), so nothing of the signed-in user survives in memory. The success toast is
 * kept for the new page.
 */
export function LogoutPage() {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const finish = async () => {
      try {
        if (auth.isSignedIn()) await signOut(queryClient)
      } catch {
        // The server may already have forgotten the token; signing out locally still succeeds.
      } finally {
        auth.end()
        queryClient.clear()
        toastAfterReload('success', 'Logged out successfully!')
        reloadTo('/auth/login')
      }
    }
    void finish()
  }, [queryClient, auth])

  return <FullPageLoading />
}
