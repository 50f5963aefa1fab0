import { RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { Alert } from './alert'
import { Button } from './button'

/** A read that failed: the screen's own message in a red box, and Retry below it. */
export function RetryError({
  message,
  retrying,
  onRetry,
  size = 'md',
  className,
}: {
  message: ReactNode
  retrying: boolean
  onRetry: () => void
  size?: 'sm' | 'md'
  className?: string
}) {
  return (
    <div className={cn('flex flex-col items-start gap-3', className)}>
      <Alert variant="danger" className="w-full">
        {message}
      </Alert>
      <Button
        variant="outline"
        size={size}
        loading={retrying}
        loadingLabel="Retrying"
        onClick={onRetry}
      >
        {retrying ? null : <RotateCw aria-hidden />}
        Retry
      </Button>
    </div>
  )
}
