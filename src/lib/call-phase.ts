import { SESSION_JOIN_WINDOW_MS } from '@/config/constants'

/**
 * Where a booked call (a session, a call with the account manager) stands at `now` (issue 36):
 * booked and not yet ended, in its join window (SESSION_JOIN_WINDOW_MS before the start until
 * the end), took place (ended), or cancelled.
 */
export type CallPhase = 'booked' | 'join-now' | 'took-place' | 'cancelled'

export interface PhasedCall {
  status: 'booked' | 'cancelled'
  start: string
  end: string
}

export function callPhase(call: PhasedCall, now: number): CallPhase {
  if (call.status === 'cancelled') return 'cancelled'
  if (Date.parse(call.end) <= now) return 'took-place'
  if (Date.parse(call.start) - SESSION_JOIN_WINDOW_MS <= now) return 'join-now'
  return 'booked'
}

/** The status words: a call that took place reads as such, not "Booked". */
export const CALL_PHASE_LABELS: Record<CallPhase, string> = {
  booked: 'Booked',
  'join-now': 'Booked',
  'took-place': 'Took place',
  cancelled: 'Cancelled',
}

/** Badge colours of each phase. */
export const CALL_PHASE_VARIANTS = {
  booked: 'success',
  'join-now': 'success',
  'took-place': 'neutral',
  cancelled: 'danger',
} as const satisfies Record<CallPhase, string>
