import {
  accountManagerSchema,
  managerAssignmentSchema,
  managerCallSchema,
  marketingRequestSchema,
} from './account-manager-schema'
import { IndexedCollection } from './indexed-collection'
import { emailKey, webinarPairKey } from './keys'
import { teamMembershipSchema } from './team-schema'
import { webinarRegistrationSchema, webinarSchema } from './webinar-schema'

/**
 * The tables of the plans' own features (issue 34): premium webinars, Elite's account manager and
 * a lead's team. Part of the one database (mocks/db/index.ts spreads them into it).
 */
export function createPlanFeatureCollections() {
  return {
    webinars: new IndexedCollection({ name: 'webinars', schema: webinarSchema, key: 'id' }),
    webinarRegistrations: new IndexedCollection({
      name: 'webinarRegistrations',
      schema: webinarRegistrationSchema,
      key: 'id',
      indexes: {
        // Seats and the waitlist of a webinar; left registrations are in no index but `pair`.
        webinar: (registration) => (registration.status === 'left' ? null : registration.webinarId),
        // The caller's place in each webinar of a page.
        pair: (registration) => webinarPairKey(registration.webinarId, registration.userId),
      },
    }),
    // Elite's account manager (issue 34): the partner team, who looks after whom, calls, requests.
    accountManagers: new IndexedCollection({
      name: 'accountManagers',
      schema: accountManagerSchema,
      key: 'id',
    }),
    managerAssignments: new IndexedCollection({
      name: 'managerAssignments',
      schema: managerAssignmentSchema,
      key: 'counsellorId',
      indexes: { manager: (assignment) => assignment.managerId },
    }),
    managerCalls: new IndexedCollection({
      name: 'managerCalls',
      schema: managerCallSchema,
      key: 'id',
      indexes: {
        counsellor: (call) => call.counsellorId,
        manager: (call) => call.managerId,
      },
    }),
    marketingRequests: new IndexedCollection({
      name: 'marketingRequests',
      schema: marketingRequestSchema,
      key: 'id',
      indexes: {
        counsellor: (request) => request.counsellorId,
        // The staff's queue: requests still waiting for an answer.
        waiting: (request) =>
          request.status === 'open' || request.status === 'in-review' ? 'waiting' : null,
      },
    }),
    // Issue 34: a lead's seats, the invitations to an address, and the team a Catalyst is in.
    teamMemberships: new IndexedCollection({
      name: 'teamMemberships',
      schema: teamMembershipSchema,
      key: 'id',
      indexes: {
        lead: (seat) => seat.leadId,
        email: (seat) => emailKey(seat.email),
        member: (seat) => (seat.status === 'member' ? seat.memberId : null),
      },
    }),
  }
}
