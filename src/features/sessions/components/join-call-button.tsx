import { Video } from 'lucide-react'

import type { Session } from '@/api/sessions/queries'
import { Button } from '@/components/ui/button'
import { useNow } from '@/lib/format/use-now'
import { isSafeLink } from '@/lib/safe-link'

/** "Join call": the meeting link of a booked session that has not ended. */
export function JoinCallButton({ session }: { session: Session }) {
  const now = useNow()
  const link = session.meetingLink
  if (session.status !== 'booked' || !isSafeLink(link) || Date.parse(session.end) <= now) {
    return null
  }
  return (
    <Button asChild size="sm">
      <a href={link} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden />
        Join call
      </a>
    </Button>
  )
}
