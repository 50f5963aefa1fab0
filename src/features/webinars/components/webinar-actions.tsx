import { PlayCircle, Video } from 'lucide-react'

import {
  downloadWebinarCalendar,
  useRegisterForWebinar,
  useUnregisterFromWebinar,
  type Webinar,
} from '@/api/webinars/queries'
import { AddToCalendarButton } from '@/components/calendar/add-to-calendar-button'
import { Button } from '@/components/ui/button'
import { isSafeLink } from '@/lib/safe-link'
import { toast } from '@/lib/toast'

import { waitlistLine, WEBINARS_MESSAGES as M } from '../webinar-rules'

function Note({ children }: { children: string }) {
  return <p className="text-xs text-muted-foreground sm:text-right">{children}</p>
}

/**
 * What the Catalyst can do with a webinar, as the server's view of it says: register (a seat
 * or the waitlist) with the plan, else the words that the plan brings it (the page shows the
 * one offer); join from the join window; add to calendar; give up the seat or the waitlist
 * place before the start; watch the recording after the end.
 */
export function WebinarActions({
  webinar,
  hasPlan,
}: {
  webinar: Webinar
  /** Whether the plan includes premium webinars; undefined until it is read. */
  hasPlan: boolean | undefined
}) {
  const register = useRegisterForWebinar()
  const unregister = useUnregisterFromWebinar()
  const busy = register.isPending || unregister.isPending

  if (webinar.status === 'ended') {
    if (isSafeLink(webinar.recordingUrl)) {
      return (
        <Button asChild size="sm" variant="outline">
          <a href={webinar.recordingUrl} target="_blank" rel="noopener noreferrer">
            <PlayCircle aria-hidden />
            Watch the recording
          </a>
        </Button>
      )
    }
    return <Note>{webinar.hasRecording ? M.recordingForPlan : M.notRecorded}</Note>
  }

  if (webinar.registration === 'none') {
    if (webinar.registrationClosedReason) return <Note>{webinar.registrationClosedReason}</Note>
    if (hasPlan === undefined) return null
    if (!hasPlan) return <Note>{M.registerForPlan}</Note>
    const full = webinar.seatsLeft === 0
    return (
      <Button
        size="sm"
        loading={register.isPending}
        loadingLabel="Registering"
        onClick={() =>
          register.mutate(webinar.id, {
            onSuccess: (answer) =>
              toast.success(
                answer.registration === 'registered'
                  ? M.registered
                  : waitlistLine(answer.waitlistPosition),
              ),
          })
        }
      >
        {full ? 'Join the waitlist' : 'Register'}
      </Button>
    )
  }

  const seated = webinar.registration === 'registered'
  const leave = () =>
    unregister.mutate(webinar.id, {
      onSuccess: () => toast.success(seated ? M.left : M.leftWaitlist),
    })
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {seated && isSafeLink(webinar.joinUrl) ? (
          <Button asChild size="sm">
            <a href={webinar.joinUrl} target="_blank" rel="noopener noreferrer">
              <Video aria-hidden />
              Join webinar
            </a>
          </Button>
        ) : null}
        {seated ? (
          <AddToCalendarButton
            download={() => downloadWebinarCalendar(webinar.id)}
            failedMessage={M.calendarFailed}
          />
        ) : null}
        {webinar.status === 'upcoming' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            loading={unregister.isPending}
            loadingLabel="Cancelling"
            onClick={leave}
          >
            {seated ? 'Unregister' : 'Leave the waitlist'}
          </Button>
        ) : null}
      </div>
      {seated && !webinar.joinUrl ? <Note>{M.joinSoon}</Note> : null}
      {seated ? null : <Note>{waitlistLine(webinar.waitlistPosition)}</Note>}
    </div>
  )
}
