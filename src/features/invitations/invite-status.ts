import type { SentInvite } from '@/api/connections/queries'

/**
 * The invite page's status code table (spec part 1 section 3): Pending 0 shown Pending, Accepted 1
 * shown Approved, Rejected 2 shown Declined, Dropped 3 shown Discontinued; Expired 4 (issue 35: only a
 * student's request, never a sent invitation, expires) shown Expired, and not a filter here; the filter's All is -1.
 */
export type InviteStatusCode = SentInvite['status']
export const ALL_STATUSES = -1
export type StatusFilter = InviteStatusCode | typeof ALL_STATUSES

export const STATUS_LABELS: Record<InviteStatusCode, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Declined',
  3: 'Discontinued',
  4: 'Expired',
}

/** The See More filter, in the spec's order. */
export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: ALL_STATUSES, label: 'All' },
  { value: 0, label: STATUS_LABELS[0] },
  { value: 1, label: STATUS_LABELS[1] },
  { value: 2, label: STATUS_LABELS[2] },
  { value: 3, label: STATUS_LABELS[3] },
]

export function parseStatusFilter(value: string): StatusFilter {
  const code = Number(value)
  return code === 0 || code === 1 || code === 2 || code === 3 ? code : ALL_STATUSES
}

export function matchesFilter(invite: SentInvite, filter: StatusFilter): boolean {
  return filter === ALL_STATUSES || invite.status === filter
}
