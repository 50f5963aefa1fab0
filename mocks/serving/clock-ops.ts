import { resetClock } from '../services/clock'
import type { ClockState, ScheduledJob } from '../services/scheduler'
import type { OpContext } from './op-context'

/** The scheduler (and the e-mails it writes) loads when the clock is first asked: not at boot. */
const scheduler = () => import('../services/scheduler')

/** A clock operation's answer: the clock as it is now, and the jobs the move ran. */
export interface ClockMove extends ClockState {
  ran: Array<Pick<ScheduledJob, 'kind' | 'label'> & { dueAt: string }>
}

const HOUR_MS = 3_600_000
/** The furthest one advance goes (a year): a mistyped number cannot throw the data decades on. */
export const MAX_ADVANCE_MS = 365 * 24 * HOUR_MS

export const ADVANCE_REFUSAL = `Advance the mock clock by a whole number of milliseconds from 1 to ${MAX_ADVANCE_MS} (a year).`

async function moved(ran: ScheduledJob[]): Promise<ClockMove> {
  const { clockState } = await scheduler()
  return {
    ...clockState(),
    ran: ran.map((job) => ({
      kind: job.kind,
      label: job.label,
      dueAt: new Date(job.dueAt).toISOString(),
    })),
  }
}

/**
 * The mock backend's clock and scheduled jobs (issue 35; mocks/services/clock.ts, scheduler.ts):
 * the developer panel's Time tab, `catalystMocks.clock` and the Node server's /clock routes.
 */
export const clockOperations = {
  /** The mock time, its offset from real time and the next scheduled job. */
  clock: async (_: OpContext): Promise<ClockState> => (await scheduler()).clockState(),

  /** Moves the mock time forward by `ms`, running each job due on the way at its due time. */
  advanceClock: async (_: OpContext, ms: number): Promise<ClockMove> => {
    if (!Number.isInteger(ms) || ms < 1 || ms > MAX_ADVANCE_MS) throw new Error(ADVANCE_REFUSAL)
    const { advanceBy } = await scheduler()
    return moved(await advanceBy(ms))
  },

  /** Moves the mock time to the next scheduled job and runs it (refused when none waits). */
  advanceToNextJob: async (_: OpContext): Promise<ClockMove> =>
    moved(await (await scheduler()).advanceToNextJob()),

  /** Back to real time (jobs already run stay run). */
  realTime: async (_: OpContext): Promise<ClockMove> => {
    await resetClock()
    return moved([])
  },

  /** Runs the jobs due now (the serving tab's timer in real time). */
  runScheduledJobs: async (_: OpContext): Promise<ClockMove> =>
    moved(await (await scheduler()).runDueJobs()),
}
