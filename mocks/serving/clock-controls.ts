import { setNowOffset } from '@/lib/clock'

import type { ClockMove } from './clock-ops'
import { callServer } from './client'

/** Runs a clock move, and has this tab's app follow it at once (other tabs hear the channel). */
async function followed(move: Promise<ClockMove>): Promise<ClockMove> {
  const moved = await move
  setNowOffset(moved.offsetMs)
  return moved
}

/**
 * The mock clock as scripts and the Time tab drive it (`catalystMocks` spreads these; docs/
 * mock-backend.md "Time"): read it, move it forward (each move runs the scheduled jobs due on the
 * way, at their own times) or back to real time. Each answers the clock after the move and the
 * jobs it ran; the app's "now" (src/lib/clock.ts) follows.
 */
export const clockControls = {
  clock: () => callServer('clock'),
  advanceClock: (ms: number) => followed(callServer('advanceClock', ms)),
  advanceToNextJob: () => followed(callServer('advanceToNextJob')),
  realTime: () => followed(callServer('realTime')),
}
