import { useEffect, useRef } from 'react'

import { useSession } from './session-context'

/**
 * Calls `onRefreshed(newToken)` whenever the access token is replaced by a refresh while the user
 * stays signed in: the live socket uses it to reconnect with the new token (spec part 1 section 4).
 */
export function useAccessTokenRefreshed(onRefreshed: (accessToken: string) => void): void {
  const session = useSession()
  const callback = useRef(onRefreshed)
  useEffect(() => {
    callback.current = onRefreshed
  })
  useEffect(() => {
    let previous = session.getAccessToken()
    return session.subscribe(() => {
      const current = session.getAccessToken()
      if (previous && current && current !== previous) callback.current(current)
      previous = current
    })
  }, [session])
}
