import { useIsMutating } from '@tanstack/react-query'
import { WifiOff } from 'lucide-react'
import { useEffect } from 'react'

import { cn } from '@/lib/cn'
import { useOnlineStatus } from '@/lib/network/online-status'

/** The spec is silent on these words (issue 4 part 4); they say what happens to the user's work. */
export const OFFLINE_MESSAGE = 'You are offline. Changes will be sent when you are back online.'

export function waitingMessage(count: number): string {
  return count === 1
    ? '1 change is waiting to be sent.'
    : `${count} changes are waiting to be sent.`
}

/**
 * A polite status line while the browser is offline, on every page (app shell and auth layout).
 * Writes made meanwhile are paused by the query client and sent on reconnect; their count is
 * shown, and leaving the page while some wait asks for confirmation, so none is lost silently.
 */
export function OfflineNotice({ className }: { className?: string }) {
  const online = useOnlineStatus()
  const waiting = useIsMutating({ predicate: (mutation) => mutation.state.isPaused })

  useEffect(() => {
    if (waiting === 0) return undefined
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [waiting])

  if (online) return null
  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-3 border-b border-warning/40 bg-warning/10 px-4 py-2.5 text-sm sm:px-6',
        className,
      )}
    >
      <WifiOff aria-hidden className="size-4 shrink-0 text-warning" />
      <p className="font-medium text-foreground">
        {OFFLINE_MESSAGE}
        {waiting > 0 ? <span className="ml-1 font-normal">{waitingMessage(waiting)}</span> : null}
      </p>
    </div>
  )
}
