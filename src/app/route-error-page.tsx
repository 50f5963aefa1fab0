import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { AlertTriangle } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { userMessageFor } from '@/lib/error-messages'

/** Per-route error boundary: never a blank page, always a way to retry. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center"
    >
      <AlertTriangle aria-hidden className="size-10 text-danger" />
      <h1 className="text-xl font-semibold">This page could not be shown</h1>
      <p className="text-muted-foreground">{userMessageFor(error)}</p>
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        Try again
      </Button>
    </div>
  )
}
