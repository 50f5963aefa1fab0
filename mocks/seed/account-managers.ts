import type {
  AccountManagerRecord,
  ManagerAssignmentRecord,
  ManagerCallRecord,
  MarketingRequestRecord,
  UserRecord,
} from '../db'
import { PARTNER_TEAM } from '../handlers/account-manager/team'
import { DAY, HOUR, MINUTE, type SeedContext } from './faker'

/**
 * Elite's account manager (issue 34): the partner team (the staff personas the mock acts for),
 * Ananya Rao looking after Sofia Martínez (Elite), a past call with her and two marketing
 * requests she decided (one answered, one declined), so Sofia's page has history; Ananya looks
 * after the Elite demo account (`elite.counsellor`, Amara) too, with one past call, so its Past
 * calls list is not empty. Sofia holds no
 * upcoming call and no waiting request: every limit is left to try. Fixed values, no draws from
 * the seed's sequence; times are whole days from today plus a slot of Ananya's hours (10:00 in
 * Asia/Kolkata = 04:30 UTC), so the template moves them by whole days.
 */
export function makeAccountManagers(ctx: SeedContext, elite: UserRecord, eliteDemo: UserRecord) {
  const manager = PARTNER_TEAM[0]!
  const today = Math.floor(ctx.nowMs / DAY) * DAY
  const iso = (ms: number) => new Date(ms).toISOString()
  const accountManagers: AccountManagerRecord[] = PARTNER_TEAM.map((member) =>
    structuredClone(member),
  )
  const managerAssignments: ManagerAssignmentRecord[] = [
    { counsellorId: elite.id, managerId: manager.id, assignedAt: ctx.isoAgo(40 * DAY) },
    { counsellorId: eliteDemo.id, managerId: manager.id, assignedAt: ctx.isoAgo(60 * DAY) },
  ]
  /** A past call of `who` with the manager, `daysAgo` at 10:00 in Kolkata, booked days before. */
  const pastCall = (
    id: string,
    who: UserRecord,
    daysAgo: number,
    bookedDaysBefore: number,
    topic: string,
  ): ManagerCallRecord => {
    const start = today - daysAgo * DAY + 4 * HOUR + 30 * MINUTE
    return {
      id,
      counsellorId: who.id,
      managerId: manager.id,
      start: iso(start),
      end: iso(start + 30 * MINUTE),
      timeZone: manager.timeZone,
      topic,
      status: 'booked',
      bookedAt: iso(start - bookedDaysBefore * DAY),
      sequence: 0,
      cancellation: null,
    }
  }
  const managerCalls: ManagerCallRecord[] = [
    pastCall(
      '2d4c6e8a-1b3d-4f5a-8c7e-9d0f1a2b3c41',
      elite,
      9,
      5,
      'Getting started on Elite Access: my profile and the directory.',
    ),
    pastCall(
      '2d4c6e8a-1b3d-4f5a-8c7e-9d0f1a2b3c42',
      eliteDemo,
      16,
      4,
      'A spotlight for medicine applicants: what my profile needs first.',
    ),
  ]
  const sent = today - 20 * DAY + 8 * HOUR
  const spotlightSent = today - 6 * DAY + 9 * HOUR
  const marketingRequests: MarketingRequestRecord[] = [
    {
      id: '4e6a8c0e-2b4d-4f6a-9c1e-3d5f7a9b1c21',
      counsellorId: elite.id,
      managerId: manager.id,
      kind: 'profile-review',
      message:
        'I want more students from Germany and Spain to find me. Could you look at my bio and specialisations?',
      status: 'answered',
      createdAt: iso(sent),
      reviewStartedAt: iso(sent + 3 * HOUR),
      decidedAt: iso(sent + DAY),
      answer:
        'Lead your bio with the German and Spanish universities you know best, and add "Studying in Germany" to your specialisations. Your photo is great: keep it.',
      appOrigin: null,
    },
    {
      id: '4e6a8c0e-2b4d-4f6a-9c1e-3d5f7a9b1c22',
      counsellorId: elite.id,
      managerId: manager.id,
      kind: 'directory-spotlight',
      message: 'Could I be spotlighted for medicine applicants over the winter break?',
      status: 'declined',
      createdAt: iso(spotlightSent),
      reviewStartedAt: iso(spotlightSent + 2 * HOUR),
      decidedAt: iso(spotlightSent + 5 * HOUR),
      answer:
        'The winter spotlights are taken already. Ask again in January and I will plan one for the spring intake.',
      appOrigin: null,
    },
  ]
  return { accountManagers, managerAssignments, managerCalls, marketingRequests }
}
