import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { AlertTriangle } from 'lucide-react'
import { useCallback, useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { userMessageFor } from '@/lib/error-messages'

export const ROUTE_ERROR_TITLE = 'This page could not be shown'

/** Retry for a route error boundary: failed queries and loaders run again, then it resets. */
export function useRouteRetry(reset: () => void): {
  retry: () => Promise<void>
  retrying: boolean
} {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  const [retrying, setRetrying] = useState(false)
  const retry = useCallback(async () => {
    setRetrying(true)
    // Failed queries fetch again on the next render, loaders run again, then the boundary resets.
    queryErrors.reset()
    try {
      await router.invalidate()
    } finally {
      reset()
      setRetrying(false)
    }
  }, [queryErrors, reset, router])
  return { retry, retrying }
}

/**
 * The error boundary of every route (the router's default): a page whose loader or queries
 * failed shows the spec's message (part 1 section 8: the server's message, "Something went
 * wrong", or "Network error or no response from server") and Retry, in place of the page only,
 * so signed-in pages keep the shell around it. Never a blank page. A 401 also ends the sign-in
 * (the query client does that) and the user lands on the login page.
 */
export function RouteErrorPage({
  error,
  reset,
  children,
}: Pick<ErrorComponentProps, 'error' | 'reset'> & { children?: ReactNode }) {
  const { retry, retrying } = useRouteRetry(reset)
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center"
    >
      <AlertTriangle aria-hidden className="size-10 text-danger" />
      <h1 className="text-xl font-semibold">{ROUTE_ERROR_TITLE}</h1>
      <p className="text-muted-foreground">{userMessageFor(error)}</p>
      <Button loading={retrying} loadingLabel="Retrying" onClick={() => void retry()}>
        Retry
      </Button>
      {children}
    </div>
  )
}
