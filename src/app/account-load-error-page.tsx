import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

import { Brand } from '@/components/layout/brand'
import { Button } from '@/components/ui/button'

import { RouteErrorPage, useRouteRetry } from './route-error-page'

export const SIGN_IN_KEPT_MESSAGE =
  'You are still signed in. Retry when the connection is back, or sign out.'

/**
 * The error boundary of the signed-in layout: the user's own profile could not be read because
 * of the server or the network (a 5xx, no answer). The tokens are kept, since a short outage
 * must not sign anyone out (docs/real-backend.md); the page says so and offers
 * Retry and Sign out. There is no shell around it: the shell needs the user. When the browser
 * comes back online it retries by itself.
 */
export function AccountLoadErrorPage({ error, reset }: ErrorComponentProps) {
  const { retry } = useRouteRetry(reset)
  useEffect(() => {
    const onOnline = () => void retry()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [retry])

  return (
    <main className="flex min-h-dvh flex-col">
      <header className="border-b border-border px-4 py-3 sm:px-6">
        <Brand />
      </header>
      <div className="flex flex-1 flex-col items-center justify-center pb-16">
        <RouteErrorPage error={error} reset={reset}>
          <p className="text-sm text-muted-foreground">{SIGN_IN_KEPT_MESSAGE}</p>
          <Button asChild variant="ghost">
            <Link to="/logout">Sign out</Link>
          </Button>
        </RouteErrorPage>
      </div>
    </main>
  )
}
