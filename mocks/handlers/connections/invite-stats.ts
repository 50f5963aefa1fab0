import type { InviteMonthlyStats, InviteStatsByMonth } from '@/api/generated/types.gen'

import type { ConnectionRecord } from '../../db'
import { INVITE_STATUS } from '../../services/relations'
import { MONTH_NAMES } from '../shared/common'

/**
 * Request statistics of the Invite Student page (part 1 sections 2, 3): the invites sent in each
 * month of the current year, January to the current month, by their status now. `invited` is the
 * number still pending (the contract's InviteMonthlyStats), `total` every invite sent that month.
 */
export function monthlyInviteStats(
  invites: readonly ConnectionRecord[],
  now = new Date(),
): InviteStatsByMonth {
  const year = now.getUTCFullYear()
  const stats: InviteStatsByMonth = {}
  MONTH_NAMES.slice(0, now.getUTCMonth() + 1).forEach((month, index) => {
    const sent = invites.filter((invite) => {
      const created = new Date(invite.createdAt)
      return created.getUTCFullYear() === year && created.getUTCMonth() === index
    })
    const count = (status: ConnectionRecord['status']) =>
      sent.filter((invite) => invite.status === status).length
    const entry: InviteMonthlyStats = {
      invited: count(INVITE_STATUS.pending),
      accepted: count(INVITE_STATUS.accepted),
      rejected: count(INVITE_STATUS.rejected),
      dropped: count(INVITE_STATUS.dropped),
      total: sent.length,
    }
    stats[month] = entry
  })
  return stats
}
