import { useEffect, useRef } from 'react'

import { useAuth } from './auth-context'

/**
 * Calls `onRefreshed(newToken)` whenever the access token is replaced by a refresh while the user
 * stays signed in: the live socket uses it to reconnect with the new token (spec part 1 section 4).
 */
export function useAccessTokenRefreshed(onRefreshed: (accessToken: string) => void): void {
  const auth = useAuth()
  const callback = useRef(onRefreshed)
  useEffect(() => {
    callback.current = onRefreshed
  })
  useEffect(() => {
    let previous = auth.getAccessToken()
    return auth.subscribe(() => {
      const current = auth.getAccessToken()
      if (previous && current && current !== previous) callback.current(current)
      previous = current
    })
  }, [auth])
}
