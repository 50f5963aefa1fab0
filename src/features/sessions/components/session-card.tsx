import { CalendarClock, CalendarX2, History } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'

import { downloadSessionCalendar, type Session } from '@/api/sessions/queries'
import { AddToCalendarButton } from '@/components/calendar/add-to-calendar-button'
import { JoinCallButton } from '@/components/calendar/join-call-button'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CALL_PHASE_LABELS, CALL_PHASE_VARIANTS, callPhase } from '@/lib/call-phase'
import { useNow } from '@/lib/format/use-now'
import type { Role } from '@/lib/roles'

import {
  changeBlock,
  describeChange,
  formatSessionTime,
  otherPerson,
  personName,
  sessionMinutes,
  SESSIONS_MESSAGES,
  viewerTimeZone,
} from '../session-rules'

/** The dialogs' code (forms, the slot picker) loads when one is first opened. */
const RescheduleDialog = lazy(() =>
  import('./reschedule-dialog').then((module) => ({ default: module.RescheduleDialog })),
)
const CancelSessionDialog = lazy(() =>
  import('./cancel-dialog').then((module) => ({ default: module.CancelSessionDialog })),
)

/**
 * One session as `role` sees it (issue 29): when (in the viewer's time zone, named), how long,
 * with whom, the topic (text), booked, took place or cancelled (issue 36), the latest change with
 * its reason, and what can be done: join, add to calendar, reschedule, cancel, or why not. Nothing
 * is offered for a session that ended.
 */
export function SessionCard({ session, role }: { session: Session; role: Role }) {
  const titleId = useId()
  const blockId = useId()
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null)
  const other = otherPerson(session, role)
  const name = personName(other)
  const cancelled = session.status === 'cancelled'
  const change = describeChange(session, role)
  const now = useNow()
  const block = changeBlock(session, role, now)
  const blocked = block.all ?? block.reschedule
  const phase = callPhase(session, now)
  const ended = phase === 'took-place'
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
            <CalendarClock aria-hidden className="size-4 shrink-0 text-primary" />
            <time dateTime={session.start}>{formatSessionTime(session)}</time>
          </h2>
          <Badge variant={CALL_PHASE_VARIANTS[phase]}>{CALL_PHASE_LABELS[phase]}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {sessionMinutes(session)} minutes · {viewerTimeZone()} time
        </p>
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={name} src={other.picture} alt="" size="sm" />
          <p className="min-w-0 text-sm break-words">
            <span className="font-medium">{name}</span>
            <span className="text-muted-foreground">
              {' '}
              · {role === 'student' ? 'Your Catalyst' : 'Student'}
            </span>
          </p>
        </div>
        <div className="flex min-w-0 flex-col">
          <p className="text-xs text-muted-foreground">Topic</p>
          <p className="text-sm break-words whitespace-pre-line">{session.topic}</p>
        </div>
        {change ? (
          <p className="flex items-start gap-2 rounded-md bg-surface-muted p-2 text-sm break-words">
            {cancelled ? (
              <CalendarX2 aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
            ) : (
              <History aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            )}
            <span className="min-w-0 whitespace-pre-line">{change}</span>
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:max-w-64 sm:items-end">
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <JoinCallButton call={session} />
          {cancelled || ended ? null : (
            <>
              <AddToCalendarButton
                download={() => downloadSessionCalendar(session.id)}
                failedMessage={SESSIONS_MESSAGES.calendarFailed}
              />
              <Button
                variant="outline"
                size="sm"
                disabled={!session.canChange || block.reschedule !== null}
                aria-describedby={blocked ? blockId : undefined}
                onClick={() => setDialog('reschedule')}
              >
                Reschedule
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!session.canChange}
                aria-describedby={block.all ? blockId : undefined}
                onClick={() => setDialog('cancel')}
              >
                Cancel
              </Button>
            </>
          )}
        </div>
        {blocked && !cancelled && !ended ? (
          <p id={blockId} className="text-xs text-muted-foreground sm:text-right">
            {blocked}
          </p>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {dialog === 'reschedule' ? (
          <RescheduleDialog
            session={session}
            role={role}
            open
            onOpenChange={(open) => setDialog(open ? 'reschedule' : null)}
          />
        ) : null}
        {dialog === 'cancel' ? (
          <CancelSessionDialog
            session={session}
            role={role}
            open
            onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
          />
        ) : null}
      </Suspense>
    </Card>
  )
}
