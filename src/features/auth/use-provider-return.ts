import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/lib/toast'

import { currentUserQueryOptions } from '@/api/profile/queries'
import { env } from '@/config/env'
import {
  checkProviderReturn,
  clearTemporaryIdentity,
  EXTERNAL_SIGN_IN_STATE_KEY,
  parseProviderReturn,
  saveTemporaryIdentity,
} from '@/lib/auth/external-identity'
import { useAuth } from '@/lib/auth/auth-context'

/** Leaves the app for the identity provider's authorisation page (token flow). */
export function startExternalSignIn(): void {
  const state = crypto.randomUUID()
  sessionStorage.setItem(EXTERNAL_SIGN_IN_STATE_KEY, state)
  const url = new URL(env.identityAuthorizeUrl, location.origin)
  url.search = new URLSearchParams({
    response_type: 'token',
    client_id: env.identityClientId,
    redirect_uri: `${location.origin}/auth/login`,
    scope: 'email openid phone profile',
    state,
  }).toString()
  location.assign(url.toString())
}

/**
 * Handles the identity provider's return to /auth/login (spec part 1 sections 2, 7, 8): the token
 * leaves the URL at once and becomes the temporary token; a complete account is signed in and
 * sent to /dashboard, a new one goes to /auth/google-signUp; errors are toasted as given.
 */
export function useProviderReturn(): { pending: boolean } {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const router = useRouter()
  const location = useLocation()
  const [pending, setPending] = useState(() => {
    const result = parseProviderReturn(location.hash)
    // No hash, no return to handle (and no sessionStorage when the build prerenders the page).
    if (result === null) return false
    const expected = sessionStorage.getItem(EXTERNAL_SIGN_IN_STATE_KEY)
    return checkProviderReturn(result, expected).kind === 'token'
  })
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    handled.current = true
    const result = parseProviderReturn(location.hash)
    if (!result) return
    // The token must not stay in the URL (history, logs, referrers).
    router.history.replace(`${location.pathname}${location.searchStr}`)
    const checked = checkProviderReturn(result, sessionStorage.getItem(EXTERNAL_SIGN_IN_STATE_KEY))
    sessionStorage.removeItem(EXTERNAL_SIGN_IN_STATE_KEY)
    if (checked.kind === 'message') {
      toast.error(checked.message)
      return
    }
    const finish = async () => {
      try {
        const { lookupExternalIdentity } = await import('@/api/auth/external-identity')
        const info = await lookupExternalIdentity(checked.accessToken)
        if (info.isGoogleUserInfoRequired || !info.tokens) {
          saveTemporaryIdentity(checked.accessToken, info.userData)
          await router.navigate({ to: '/auth/google-signUp', replace: true })
          return
        }
        clearTemporaryIdentity()
        auth.start({
          accessToken: info.tokens.access_token,
          refreshToken: info.tokens.refresh_token,
          remember: false,
        })
        await queryClient.fetchQuery(currentUserQueryOptions())
        toast.success('Logged In successfully!!')
        await router.navigate({ to: '/dashboard', replace: true })
      } catch {
        // Spec part 1 section 8: a failed external-identity lookup shows no message.
        auth.end()
        setPending(false)
      }
    }
    void finish()
  }, [location, queryClient, router, auth])

  return { pending }
}
