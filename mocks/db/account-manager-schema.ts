import * as z from 'zod/mini'

import {
  zCatalystAvailability,
  zManagerCallStatus,
  zMarketingRequestKind,
  zMarketingRequestStatus,
  zTimeZone,
} from '@/api/generated/zod.gen'

/**
 * Tables of Elite's account manager and marketing support (issue 34; openapi.yaml "Account
 * manager"): the partner team's staff, who looks after which Catalyst, calls with them and
 * marketing requests they answer.
 */
const isoDate = z.iso.datetime()

/**
 * A member of the partner team (a staff persona the mock backend acts for, not a user who signs
 * in). `availability` is kept as a Catalyst's is (the contract's CatalystAvailability): weekly
 * hours in their zone, call length, buffer, horizon, days off and their meeting link.
 */
export const accountManagerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  photoUrl: z.nullable(z.string()),
  timeZone: zTimeZone,
  bio: z.string(),
  availability: zCatalystAvailability,
})

/** Which manager looks after a Catalyst, one per Catalyst, kept when a plan lapses. */
export const managerAssignmentSchema = z.object({
  counsellorId: z.string(),
  managerId: z.string(),
  assignedAt: isoDate,
})

/**
 * A call between a Catalyst and their manager. `start` and `end` are UTC instants, `timeZone`
 * the manager's when it was booked; `sequence` is the `.ics` SEQUENCE (it rises when cancelled).
 */
export const managerCallSchema = z.object({
  id: z.string(),
  counsellorId: z.string(),
  managerId: z.string(),
  start: isoDate,
  end: isoDate,
  timeZone: zTimeZone,
  topic: z.string(),
  status: zManagerCallStatus,
  bookedAt: isoDate,
  sequence: z.int(),
  cancellation: z.nullable(z.object({ reason: z.string(), at: isoDate })),
})

/** A marketing support request and the manager's answer. */
export const marketingRequestSchema = z.object({
  id: z.string(),
  counsellorId: z.string(),
  managerId: z.string(),
  kind: zMarketingRequestKind,
  message: z.string(),
  status: zMarketingRequestStatus,
  createdAt: isoDate,
  reviewStartedAt: z.nullable(isoDate),
  decidedAt: z.nullable(isoDate),
  answer: z.nullable(z.string()),
  /** The app that sent it, for the links of the e-mails that follow (the staff act with no call). */
  appOrigin: z.nullable(z.string()),
})

export type AccountManagerRecord = z.infer<typeof accountManagerSchema>
export type ManagerAssignmentRecord = z.infer<typeof managerAssignmentSchema>
export type ManagerCallRecord = z.infer<typeof managerCallSchema>
export type MarketingRequestRecord = z.infer<typeof marketingRequestSchema>
