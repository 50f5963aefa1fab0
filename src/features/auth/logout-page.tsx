import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { toast } from '@/lib/toast'

import { signOut } from '@/api/auth/mutations'
import { FullPageLoading } from '@/components/layout/full-page-loading'
import { useSession } from '@/lib/session/session-context'

/** Calls the server, forgets tokens and cached data, then lands on the login page. */
export function LogoutPage() {
  const session = useSession()
  const queryClient = useQueryClient()
  const router = useRouter()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const finish = async () => {
      try {
        if (session.isSignedIn()) await signOut(queryClient)
      } catch {
        // The server may already have forgotten the token; signing out locally still succeeds.
      } finally {
        session.end()
        queryClient.clear()
        toast.success('Logged out successfully!')
        await router.navigate({ to: '/auth/login', replace: true })
      }
    }
    void finish()
  }, [queryClient, router, session])

  return <FullPageLoading />
}
