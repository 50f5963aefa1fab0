import { RotateCw } from 'lucide-react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { userMessageFor } from '@/lib/error-messages'

/**
 * A panel whose read failed: what failed, the server's reason and Retry. The rest of the page
 * (the invite form above all) stays usable.
 */
export function PanelError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string
  error: unknown
  retrying: boolean
  onRetry: () => void
}) {
  return (
    <Alert variant="danger" title={title}>
      <p>{userMessageFor(error)}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        loading={retrying}
        loadingLabel="Retrying..."
        onClick={onRetry}
      >
        <RotateCw aria-hidden />
        Retry
      </Button>
    </Alert>
  )
}
