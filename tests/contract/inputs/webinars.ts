import { db, type UserRecord } from '@mocks/db'
import { registrationOf } from '@mocks/handlers/webinars/places'
import { SEEDED_WEBINAR_ID } from '@mocks/seed/webinars'
import { newId, nowIso } from '@mocks/services/ids'
import { giveActivePlan } from '@mocks/testing/factories'

import { accessTokenOf as tokenOf, accountUser as user } from '../principals'
import type { ValidCallFactory } from './valid-call'

/**
 * Webinars (issue 34), against the demo seed (mocks/seed/webinars.ts): the demo Catalyst is on
 * Prime and holds a seat at the single-seat clinic (webinar 4, Sofia waiting); other callers get
 * a plan or a seat arranged. Webinar 5 is upcoming, with seats and nobody registered.
 */
const OPEN_WEBINAR = SEEDED_WEBINAR_ID(5)
const HELD_SEAT = SEEDED_WEBINAR_ID(4)

/** A seat for `holder` at the webinar (theirs in the seed, else written in). */
async function seatFor(holder: UserRecord, webinarId: string) {
  if (registrationOf(webinarId, holder.id)?.status === 'registered') return
  await db.webinarRegistrations.create({
    id: newId(),
    webinarId,
    userId: holder.id,
    status: 'registered',
    since: nowIso(),
    sequence: 0,
  })
}

export const webinarCalls: Record<string, ValidCallFactory> = {
  listWebinars: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { scope: 'upcoming', page: 1, pageSize: 10 },
  }),
  getWebinar: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { webinarId: OPEN_WEBINAR },
  }),
  registerForWebinar: async (as = 'counsellor') => {
    await giveActivePlan(user(as), 'prime')
    return { token: await tokenOf(as), path: { webinarId: OPEN_WEBINAR } }
  },
  unregisterFromWebinar: async (as = 'counsellor') => {
    await seatFor(user(as), HELD_SEAT)
    return { token: await tokenOf(as), path: { webinarId: HELD_SEAT } }
  },
  getWebinarCalendar: async (as = 'counsellor') => {
    await seatFor(user(as), HELD_SEAT)
    return { token: await tokenOf(as), path: { webinarId: HELD_SEAT } }
  },
}
