import { RefreshCw, WifiOff } from 'lucide-react'

import { cn } from '@/lib/cn'
import { SIGN_IN_ENDED_MESSAGES } from '@/lib/socket/events'
import { useLiveSocket, useLiveStatus } from '@/lib/socket/live-socket-context'

/** Issue 12: the spec is silent on these words; they say what happens to the user's messages. */
export const LIVE_DOWN_MESSAGE =
  'Live chat is reconnecting. Messages you send will go out when it is back.'

/**
 * A polite status line while the live channel is down (lost, or its handshake refused):
 * socket.io-client retries with backoff, missed messages are fetched again when it is back. When
 * the server ended the sign-in (openapi/socket-events.md, `session ended`), its words instead:
 * nothing retries until the sign-in is renewed.
 */
export function LiveStatusNotice({ className }: { className?: string }) {
  const status = useLiveStatus()
  const live = useLiveSocket()
  if (status !== 'down' && status !== 'ended') return null
  const ended = status === 'ended'
  const Icon = ended ? WifiOff : RefreshCw
  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-3 border-b px-4 py-2 text-sm sm:px-6',
        ended ? 'border-warning/40 bg-warning/10' : 'border-info/40 bg-info/10',
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'size-4 shrink-0',
          ended ? 'text-warning' : 'animate-spin text-info motion-reduce:animate-none',
        )}
      />
      <p className="text-foreground">
        {ended ? (live?.endedMessage() ?? SIGN_IN_ENDED_MESSAGES.revoked) : LIVE_DOWN_MESSAGE}
      </p>
    </div>
  )
}
