import type { TeamOverviewEnvelope, TimeZone } from '@/api/generated/types.gen'

import { counsellorLinkKey, db } from '../../../db'
import { connectedStudentIds, INVITE_STATUS } from '../../../services/relations'
import { ok, requireUser, type ContextOf } from '../../http'
import { DAY_MS, instantOf, localDateOf, type LocalDate } from '../../scheduling/slots'
import { picturesOf } from '../../uploads/links'
import { membersOf } from '../seats'
import { accountOf, personOf } from '../views'
import { mockNowMs } from '../../../services/clock'

/**
 * The team overview (issue 34; openapi.yaml "Teams"): per member, their own students, the
 * students' requests waiting for them and their booked sessions this week. Counts only.
 */

/** Monday 00:00 of the week `now` falls in, in `timeZone`, and the next Monday 00:00. */
export function weekOf(now: number, timeZone: string): { start: number; end: number } {
  const today = localDateOf(now, timeZone)
  const dayNumber = Date.UTC(today.year, today.month - 1, today.day) / DAY_MS
  // 1 January 1970 was a Thursday: day 0 is Thursday, so Monday is 4 days after a multiple of 7.
  const sinceMonday = (((dayNumber - 4) % 7) + 7) % 7
  const dateAt = (days: number): LocalDate => {
    const date = new Date((dayNumber - sinceMonday + days) * DAY_MS)
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
  }
  // A midnight skipped by a clock change starts the day an hour later.
  const startOf = (date: LocalDate) =>
    instantOf(date, 0, timeZone) ?? instantOf(date, 60, timeZone) ?? Date.UTC(date.year, 0, 1)
  return { start: startOf(dateAt(0)), end: startOf(dateAt(7)) }
}

export async function getTeamOverview(context: ContextOf): Promise<Response> {
  const lead = requireUser(context)
  const timeZone: TimeZone = lead.timeZone ?? 'UTC'
  const week = weekOf(mockNowMs(), timeZone)
  const members = membersOf(lead.id).map((seat) => accountOf(seat.memberId))
  const pictureOf = await picturesOf(context.request, members)
  const inWeek = (start: string) => {
    const at = Date.parse(start)
    return at >= week.start && at < week.end
  }
  return ok<TeamOverviewEnvelope>({
    success: {
      weekStart: new Date(week.start).toISOString(),
      weekEnd: new Date(week.end).toISOString(),
      timeZone,
      members: members.map((member) => ({
        member: personOf(member, pictureOf),
        connectedStudents: connectedStudentIds(member.id).length,
        openRequests: db.connections.lookup(
          'counsellorLinks',
          counsellorLinkKey(member.id, 'request', INVITE_STATUS.pending),
        ).length,
        sessionsThisWeek: db.sessions
          .lookup('counsellor', member.id)
          .filter((session) => session.status === 'booked' && inWeek(session.start)).length,
      })),
    },
  })
}
