import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query'

import type { LiveEvent, LiveEventPayloads } from '@/lib/socket/events'

import { accountManagerKeys } from './account-manager/keys'
import { chatKeys } from './chat/queries'
import { connectionKeys } from './connections/queries'
import { dashboardKeys } from './dashboard/queries'
import { faqKeys } from './faq/queries'
import { paymentKeys } from './payment/queries'
import { myPathwayKeys } from './pathways/queries'
import { profileKeys } from './profile/queries'
import { sessionKeys } from './sessions/keys'
import { studentKeys } from './students/queries'
import { webinarKeys } from './webinars/keys'
import { teamKeys } from './team/keys'
import { notificationKeys } from './notifications/keys'

/**
 * The client's registry of live events (openapi/asyncapi.yaml, messages tagged `live event`): for
 * each, the queries it makes stale, refetched where they are in use (useLiveInvalidation). The
 * payload narrows them where it can; without one (after a reconnection, when any number of events
 * may have been missed) the broad set is refetched.
 *
 * How to add a live event (openapi/socket-events.md, "Adding a live event"): the contract (its
 * message in openapi/asyncapi/live-events.yaml, with its channel entry and operation in
 * openapi/asyncapi.yaml, and its payload in `LiveEventPayloads`, src/lib/socket/events.ts), one
 * entry in the server's registry (mocks/socket/live-events.ts), and one line here. Both registries are typed over `LiveEventPayloads`, and
 * mocks/socket/asyncapi.test.ts fails when they and the contract do not name the same events.
 */
export const LIVE_INVALIDATIONS: {
  [E in LiveEvent]: (change?: LiveEventPayloads[E]) => readonly QueryKey[]
} = {
  // Both request lists and their counts, the sent invitations, the directory and the student's
  // connected Catalyst (connectionKeys.all), the profile, a Catalyst's students and dashboard,
  // and who one may chat with.
  'requests changed': () => [
    connectionKeys.all,
    profileKeys.all,
    studentKeys.list(),
    dashboardKeys.all,
    chatKeys.contacts(),
  ],
  // The student's own My Pathway; for the Catalyst, that student's pathway and profile, and the
  // students list and dashboard that show progress.
  'pathway changed': (change) => [
    myPathwayKeys.all,
    change ? studentKeys.student(change.studentId) : studentKeys.all,
    studentKeys.list(),
    dashboardKeys.all,
  ],
  // Lists, slots, single sessions, the next session, the planner and the booking state.
  'sessions changed': () => [sessionKeys.all],
  // What a plan decides (openapi/description.md "Plans"): the plan itself and the subscription,
  // the directory and inquiries, session booking, the help-request allowance, webinar
  // recordings, a team's seats and invitations. Not the plan-bound reads of the dashboard, the
  // account manager or the team overview: they are enabled by the plan read, so they stop or
  // start when it answers; refetched here they would race it and be refused 403 after a lapse
  // (tests/integration/dashboard-plans).
  'plan changed': () => [
    paymentKeys.all,
    connectionKeys.all,
    sessionKeys.all,
    faqKeys.allowance(),
    webinarKeys.all,
    teamKeys.mine(),
    teamKeys.received(),
  ],
  // Seats left and waitlist positions on every list of webinars.
  'webinars changed': () => [webinarKeys.all],
  // Issue 34: the Catalyst's calls with their account manager (lists and the manager's slots).
  'manager calls changed': () => [accountManagerKeys.calls()],
  // Issue 34: the Catalyst's marketing requests, as they move to their answer.
  'marketing requests changed': () => [accountManagerKeys.marketing()],
  // The team and its overview, and what a plan decides: joining or leaving changes the member's
  // plan in effect.
  'team changed': () => [...LIVE_INVALIDATIONS['plan changed'](), teamKeys.overview()],
  // Issue 35: the bell's unread count and the notification centre's list.
  'notifications changed': () => [notificationKeys.unread(), notificationKeys.list()],
}

export const LIVE_EVENTS = Object.keys(LIVE_INVALIDATIONS) as LiveEvent[]

/**
 * Marks stale, and refetches where in use, every query under one of these keys: one
 * invalidation, so a query under two of them (a list under its prefix) is fetched once.
 */
function invalidateUnder(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return queryClient.invalidateQueries({
    predicate: (query) => keys.some((key) => partialMatchKey(query.queryKey, key)),
  })
}

/** What a live event makes stale, refetched; a mutation with the same effect calls it too. */
export function refreshAfter<E extends LiveEvent>(
  queryClient: QueryClient,
  event: E,
  change?: LiveEventPayloads[E],
) {
  return invalidateUnder(queryClient, LIVE_INVALIDATIONS[event](change))
}

/** After a reconnection: everything any live event could have changed meanwhile. */
export function refreshAfterResync(queryClient: QueryClient) {
  return invalidateUnder(
    queryClient,
    LIVE_EVENTS.flatMap((event) => LIVE_INVALIDATIONS[event]()),
  )
}
