import { Video } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { callPhase, type PhasedCall } from '@/lib/call-phase'
import { useNow } from '@/lib/format/use-now'
import { isSafeLink } from '@/lib/safe-link'

/**
 * "Join call": the meeting link of a booked call (a session, a call with the account manager)
 * that has not ended. A filled primary button only in its join window (SESSION_JOIN_WINDOW_MS
 * before the start until the end; issue 36), a quiet outline one before; nothing once it ended
 * or was cancelled.
 */
export function JoinCallButton({ call }: { call: PhasedCall & { meetingLink: string | null } }) {
  const now = useNow()
  const phase = callPhase(call, now)
  const link = call.meetingLink
  if ((phase !== 'booked' && phase !== 'join-now') || !isSafeLink(link)) return null
  return (
    <Button asChild size="sm" variant={phase === 'join-now' ? 'primary' : 'outline'}>
      <a href={link} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden />
        Join call
      </a>
    </Button>
  )
}
