import type { InviteMonthlyStats, InviteStatsByMonth } from '@/api/generated/types.gen'

import type { ConnectionRecord } from '../../db'
import { INVITE_STATUS } from '../../services/relations'
import { MONTH_NAMES } from '../shared/common'
import { mockNow } from '../../services/clock'

/**
 * Request statistics of the Invite Student page (part 1 sections 2, 3): the invites sent in each
 * month of the current year, January to the current month, by their status now. `invited` is the
 * number still pending (the contract's InviteMonthlyStats), `total` every invite sent that month.
 */
export function monthlyInviteStats(
  invites: readonly ConnectionRecord[],
  now = mockNow(),
): InviteStatsByMonth {
  const year = now.getUTCFullYear()
  const names = MONTH_NAMES.slice(0, now.getUTCMonth() + 1)
  const months = names.map((): InviteMonthlyStats => ({
    invited: 0,
    accepted: 0,
    rejected: 0,
    dropped: 0,
    total: 0,
  }))
  // One pass over the invites (the large scenario's demo catalyst has thousands).
  for (const invite of invites) {
    const created = new Date(invite.createdAt)
    if (created.getUTCFullYear() !== year) continue
    const entry = months[created.getUTCMonth()]
    if (!entry) continue
    entry.total += 1
    if (invite.status === INVITE_STATUS.pending) entry.invited += 1
    else if (invite.status === INVITE_STATUS.accepted) entry.accepted += 1
    else if (invite.status === INVITE_STATUS.rejected) entry.rejected += 1
    else if (invite.status === INVITE_STATUS.dropped) entry.dropped += 1
  }
  const stats: InviteStatsByMonth = {}
  names.forEach((month, index) => {
    stats[month] = months[index]
  })
  return stats
}
