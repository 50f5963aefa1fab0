import { useQueryClient } from '@tanstack/react-query'
import { Presentation } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'

import { refreshWebinars, type Webinar } from '@/api/webinars/queries'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { useNow } from '@/lib/format/use-now'

import { formatWebinarTime, joinLinkDue, seatsLine, viewerTimeZone } from '../webinar-rules'
import { WebinarActions } from './webinar-actions'

function StateBadge({ webinar }: { webinar: Webinar }) {
  if (webinar.status === 'live') return <Badge variant="danger">Live now</Badge>
  if (webinar.registration === 'registered') return <Badge variant="success">Registered</Badge>
  if (webinar.registration === 'waitlisted') {
    return <Badge variant="warning">Waitlist #{webinar.waitlistPosition ?? 1}</Badge>
  }
  return null
}

/**
 * One webinar (issue 34): title, speaker, time in the viewer's zone, length, seats left and the
 * waitlist, what it covers (plain text), and the actions. A seat's join link is given by the
 * server from the join window on: the card reads the list again when the window opens.
 */
export function WebinarCard({
  webinar,
  hasPlan,
}: {
  webinar: Webinar
  hasPlan: boolean | undefined
}) {
  const titleId = useId()
  const now = useNow()
  const queryClient = useQueryClient()
  const asked = useRef(false)
  const due = joinLinkDue(webinar, now)
  useEffect(() => {
    if (!due || asked.current) return
    asked.current = true
    void refreshWebinars(queryClient)
  }, [due, queryClient])

  const ended = webinar.status === 'ended'
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="flex min-w-0 items-start gap-2 text-base font-semibold">
            <Presentation aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
            <span className="min-w-0 break-words">{webinar.title}</span>
          </h2>
          <StateBadge webinar={webinar} />
        </div>
        <p className="text-sm">
          <time dateTime={webinar.start}>{formatWebinarTime(webinar)}</time>
        </p>
        <p className="text-xs text-muted-foreground">
          {webinar.minutes} minutes · {viewerTimeZone()} time
          {ended ? null : ` · ${seatsLine(webinar)}`}
        </p>
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={webinar.speaker.name} src={webinar.speaker.photo} alt="" size="sm" />
          <p className="min-w-0 text-sm break-words">
            <span className="font-medium">{webinar.speaker.name}</span>
            {webinar.speaker.title ? (
              <span className="text-muted-foreground"> · {webinar.speaker.title}</span>
            ) : null}
          </p>
        </div>
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {webinar.description}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:max-w-64 sm:items-end">
        <WebinarActions webinar={webinar} hasPlan={hasPlan} />
      </div>
    </Card>
  )
}
