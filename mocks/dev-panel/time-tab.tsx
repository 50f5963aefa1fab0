import { useState } from 'react'

import { formatDateTime } from '@/lib/format/dates'

import type { ClockMove } from '../serving/clock-ops'
import { callServer } from '../serving/client'
import { clockControls } from '../serving/clock-controls'
import type { ClockState } from '../services/scheduler'
import { usePoll } from './use-poll'

const HOUR_MS = 3_600_000
const readClock = () => callServer('clock')
// Re-rendered when the shown minute, the offset or the next job changes.
const clockKey = (clock: ClockState) =>
  `${clock.now.slice(0, 16)}|${clock.offsetMs}|${clock.nextJob?.dueAt ?? ''}|${clock.nextJob?.label ?? ''}`

const button =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-xs font-medium text-foreground hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60'

function described(move: ClockMove): string {
  if (move.ran.length === 0) return 'No scheduled job was due.'
  const jobs = move.ran.map((job) => `${job.label} (due ${formatDateTime(job.dueAt)})`)
  return `Ran ${move.ran.length === 1 ? '1 job' : `${move.ran.length} jobs`}: ${jobs.join('; ')}.`
}

/**
 * The mock backend's clock (issue 35): the mock time, moving it forward (the scheduled jobs due
 * on the way run at their own times) and back to real time. Every tab's app follows it.
 */
export function TimeTab() {
  const clock = usePoll(readClock, clockKey, 2000)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null)
  const [shown, setShown] = useState<ClockState | null>(null)
  const current = shown && clock && shown.now > clock.now ? shown : (clock ?? shown)

  async function run(move: () => Promise<ClockMove>, what: string) {
    setBusy(true)
    try {
      const moved = await move()
      setShown(moved)
      setOutcome({ text: `${what}. ${described(moved)}`, failed: false })
    } catch (error) {
      setOutcome({ text: error instanceof Error ? error.message : String(error), failed: true })
    } finally {
      setBusy(false)
    }
  }

  if (!current) return <p className="py-6 text-center text-sm text-muted-foreground">Loading…</p>
  const next = current.nextJob
  const noJobId = 'time-tab-no-job'
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-xs font-medium text-foreground">Mock time</p>
        <p className="text-lg font-semibold text-foreground tabular-nums">
          {formatDateTime(current.now)}
        </p>
        <p className="text-xs text-muted-foreground">
          {current.realTime
            ? 'Real time.'
            : `Ahead of real time by ${Math.round((current.offsetMs / HOUR_MS) * 10) / 10} hours.`}
        </p>
      </div>
      <div className="text-xs text-foreground">
        <p className="font-medium">Next scheduled job</p>
        {next ? (
          <p className="text-muted-foreground">
            {next.label}, due {formatDateTime(next.dueAt)}
          </p>
        ) : (
          <p id={noJobId} className="text-muted-foreground">
            None: no booked session ahead to remind of, no request waiting for an answer and no
            unread chat message to digest.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={busy}
          onClick={() => void run(() => clockControls.advanceClock(HOUR_MS), 'Advanced 1 hour')}
        >
          Advance 1 hour
        </button>
        <button
          type="button"
          className={button}
          disabled={busy}
          onClick={() => void run(() => clockControls.advanceClock(24 * HOUR_MS), 'Advanced 1 day')}
        >
          Advance 1 day
        </button>
        <button
          type="button"
          className={button}
          disabled={busy || !next}
          aria-describedby={next ? undefined : noJobId}
          onClick={() =>
            void run(clockControls.advanceToNextJob, 'Advanced to the next scheduled job')
          }
        >
          Advance to the next scheduled job
        </button>
        <button
          type="button"
          className={button}
          disabled={busy || current.realTime}
          onClick={() => void run(clockControls.realTime, 'Back to real time')}
        >
          Back to real time
        </button>
      </div>
      <p
        role={outcome?.failed ? 'alert' : 'status'}
        className={outcome?.failed ? 'text-xs text-danger' : 'text-xs text-muted-foreground'}
      >
        {outcome?.text}
      </p>
      <p className="text-xs text-muted-foreground">
        Moves the mock backend&apos;s time for every tab of this browser; the e-mails the jobs send
        are in the Mailbox tab. Jobs also run every minute in real time.
      </p>
    </div>
  )
}
