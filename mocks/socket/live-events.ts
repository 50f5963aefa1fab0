import type { LiveEvent, LiveEventPayloads } from '@/lib/socket/events'

import { db, type CollectionName, type Db } from '../db'
import { planOf } from '../handlers/billing/plans'
import { countsOf } from '../handlers/webinars/places'
import { findUserByEmail } from '../services/relations'
import { membersOf } from '../handlers/team/seats'
import { mockNow } from '../services/clock'

/**
 * The server's registry of live events (openapi/asyncapi.yaml, messages tagged `live event`):
 * for each, the table it follows and, for a record written there, whose rooms hear it and what
 * they hear. The socket hub (socket-hub.ts) subscribes to every entry alike, so whichever call
 * writes the record, every open tab of both people learns of it.
 *
 * How to add a live event (openapi/socket-events.md, "Adding a live event"):
 * 1. the contract: its message in openapi/asyncapi/live-events.yaml (with its channel entry and
 *    operation in openapi/asyncapi.yaml), and its payload in `LiveEventPayloads`
 *    (src/lib/socket/events.ts);
 * 2. the server: one entry here (the table, the recipients, the payload);
 * 3. the client: one entry in src/api/live-events.ts (the query keys it invalidates).
 * Both registries are typed over `LiveEventPayloads`, and mocks/socket/asyncapi.test.ts fails
 * when the contract and the registries do not name the same events.
 */
type RecordOf<T extends CollectionName> = ReturnType<Db[T]['all']>[number]

export interface LiveEventDelivery<E extends LiveEvent> {
  /** The users whose rooms hear it; a missing one (a student without an account yet) is skipped. */
  to: ReadonlyArray<string | null>
  payload: LiveEventPayloads[E]
}

export interface LiveEventSource<E extends LiveEvent> {
  table: CollectionName
  /**
   * Records written together (one call's `updateRecords`, in one turn of the event loop) reach
   * each person as one event, with the last record's payload: "Mark all as read" is one event.
   */
  oneForBatch?: boolean
  /** What a record written in `table` raises. */
  deliveryOf(record: object): LiveEventDelivery<E>
}

/** An entry: the table and what a record written there raises, typed by the table's records. */
function follow<T extends CollectionName, E extends LiveEvent>(
  table: T,
  deliveryOf: (record: RecordOf<T>) => LiveEventDelivery<E>,
  options: { oneForBatch?: boolean } = {},
): LiveEventSource<E> {
  // The hub hands over what the table's change feed carries: a record of that table.
  return { table, deliveryOf: (record) => deliveryOf(record as RecordOf<T>), ...options }
}

const now = () => mockNow().toISOString()

export const LIVE_EVENT_SOURCES: { [E in LiveEvent]: LiveEventSource<E> } = {
  // A plan bought, changed or cancelled (a checkout written): to the Catalyst, with the plan in
  // effect now, and to the members of the team they lead, who may work under it (issue 34).
  'plan changed': follow('checkouts', (checkout) => ({
    to: [checkout.userId, ...membersOf(checkout.userId).map((seat) => seat.memberId)],
    payload: { userId: checkout.userId, tier: planOf({ id: checkout.userId }), at: now() },
  })),
  // A team invitation sent, answered or withdrawn, a member removed or leaving (issue 34): to the
  // lead and the invited counsellor (who may have no account yet), whose plan may change with it.
  'team changed': follow('teamMemberships', (seat) => ({
    to: [seat.leadId, seat.memberId ?? findUserByEmail(seat.email)?.id ?? null],
    payload: { invitationId: seat.id, leadId: seat.leadId, status: seat.status, at: now() },
  })),
  // A request made or decided (an invitation sent, a student's request, an acceptance, a
  // rejection, a drop): to the Catalyst, and to the student once they have an account.
  'requests changed': follow('connections', (link) => ({
    to: [link.counsellorId, link.studentId],
    payload: { requestId: link.id, direction: link.direction, status: link.status, at: now() },
  })),
  // A pathway recommended, changed or with a step completed: to the student and their Catalyst.
  'pathway changed': follow('pathwayAssignments', (assignment) => ({
    to: [assignment.studentId, assignment.counsellorId],
    payload: {
      studentId: assignment.studentId,
      counsellorId: assignment.counsellorId,
      pathwayId: assignment.pathwayId,
      at: now(),
    },
  })),
  // A session booked, moved or cancelled, to both of its people: the record's latest change
  // says what happened and who did it.
  'sessions changed': follow('sessions', (session) => ({
    to: [session.studentId, session.counsellorId],
    payload: {
      sessionId: session.id,
      counsellorId: session.counsellorId,
      studentId: session.studentId,
      change: session.lastChange?.kind ?? 'booked',
      by: session.lastChange?.by === 'counsellor' ? 'counsellor' : 'student',
      at: session.lastChange?.at ?? session.bookedAt,
    },
  })),
  // A registration for a webinar written (a seat or a waitlist place taken or given up, someone
  // moving up): to every Catalyst, since every Webinars page shows the seats left; it names no
  // one, so the waitlisted read their new position themselves.
  'webinars changed': follow('webinarRegistrations', (registration) => ({
    to: db.users.lookup('role', 'counsellor').map((user) => user.id),
    payload: { webinarId: registration.webinarId, ...countsOf(registration.webinarId), at: now() },
  })),
  // A call with the account manager booked or cancelled: to the Catalyst (the manager is staff).
  'manager calls changed': follow('managerCalls', (call) => ({
    to: [call.counsellorId],
    payload: {
      callId: call.id,
      counsellorId: call.counsellorId,
      change: call.status,
      at: call.cancellation?.at ?? call.bookedAt,
    },
  })),
  // A marketing request sent, taken into review, answered or declined: to the Catalyst.
  'marketing requests changed': follow('marketingRequests', (request) => ({
    to: [request.counsellorId],
    payload: {
      requestId: request.id,
      counsellorId: request.counsellorId,
      status: request.status,
      at: request.decidedAt ?? request.reviewStartedAt ?? request.createdAt,
    },
  })),
  // Issue 35: a notification written or marked read, to its owner (every open tab of theirs);
  // "Mark all as read" marks them together: one event, not one per notification.
  'notifications changed': follow(
    'notifications',
    (notification) => ({
      to: [notification.userId],
      payload: {
        notificationId: notification.id,
        kind: notification.kind,
        read: notification.readAt !== null,
        at: notification.at,
      },
    }),
    { oneForBatch: true },
  ),
}

/** The registry's events, in its order. */
export const LIVE_EVENTS = Object.keys(LIVE_EVENT_SOURCES) as LiveEvent[]
