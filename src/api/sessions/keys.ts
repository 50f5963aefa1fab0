import type { SessionScope, SessionStatus } from '../generated/types.gen'

/** A list of the caller's sessions (GET /sessions): scope, status, range and page. */
export interface SessionListParams {
  scope?: SessionScope
  status?: SessionStatus
  /** ISO instants: sessions starting at or after `from` and before `to` (the planner's days). */
  from?: string
  to?: string
  page?: number
  pageSize?: number
}

/** A range of free slots (GET .../slots): ISO instants, `to` at most 31 days after `from`. */
export interface SlotRange {
  from?: string
  to?: string
}

/**
 * Sessions between a student and their Catalyst (issue 29; openapi.yaml "Sessions"). Every
 * booking, move and cancellation invalidates `all`: lists, slots, one session and the
 * availability's booking state all follow from the same few records.
 */
export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (params: SessionListParams) => [...sessionKeys.lists(), params] as const,
  /** A list read a page more at a time (the Sessions page's Show more). */
  pages: (params: Omit<SessionListParams, 'page'>) =>
    [...sessionKeys.lists(), 'pages', params] as const,
  detail: (sessionId: string) => [...sessionKeys.all, 'detail', sessionId] as const,
  slots: () => [...sessionKeys.all, 'slots'] as const,
  catalystSlots: (catalystId: string, range: SlotRange) =>
    [...sessionKeys.slots(), 'catalyst', catalystId, range] as const,
  rescheduleSlots: (sessionId: string, range: SlotRange) =>
    [...sessionKeys.slots(), 'session', sessionId, range] as const,
  availability: () => [...sessionKeys.all, 'availability'] as const,
}
