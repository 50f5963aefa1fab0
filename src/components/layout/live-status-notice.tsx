import { RefreshCw } from 'lucide-react'

import { cn } from '@/lib/cn'
import { useLiveStatus } from '@/lib/socket/live-socket-context'

/** Issue 12: the spec is silent on these words; they say what happens to the user's messages. */
export const LIVE_DOWN_MESSAGE =
  'Live chat is reconnecting. Messages you send will go out when it is back.'

/**
 * A polite status line while the live channel is down (lost, or its handshake refused):
 * socket.io-client retries with backoff, missed messages are fetched again when it is back.
 */
export function LiveStatusNotice({ className }: { className?: string }) {
  const status = useLiveStatus()
  if (status !== 'down') return null
  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-3 border-b border-info/40 bg-info/10 px-4 py-2 text-sm sm:px-6',
        className,
      )}
    >
      <RefreshCw
        aria-hidden
        className="size-4 shrink-0 animate-spin text-info motion-reduce:animate-none"
      />
      <p className="text-foreground">{LIVE_DOWN_MESSAGE}</p>
    </div>
  )
}
