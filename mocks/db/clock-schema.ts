import * as z from 'zod/mini'

import { IndexedCollection } from './indexed-collection'

/**
 * The mock backend's own clock and the scheduled jobs it has run (issue 35), saved with the rest
 * of the data: a reload, a hand-over to another serving tab or another tab of the browser reads
 * the same time and never runs a job twice. Part of the one database (mocks/db/index.ts).
 */
const isoDate = z.iso.datetime()

/** The one record (`id` 'clock'): how far the mock's time is ahead of real time. */
export const mockClockSchema = z.object({
  id: z.literal('clock'),
  offsetMs: z.number(),
})

/**
 * A scheduled job that acted (mocks/services/scheduler.ts). `id` names the job and what it is
 * about (e.g. `session-reminder|<sessionId>|24h|<start>`), so the same job is never run again.
 */
export const scheduledJobRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['session-reminder', 'request-nudge', 'request-expired', 'chat-digest']),
  /** The session or connection it was about (a chat digest: the person it was for). */
  subjectId: z.string(),
  /** When it was due, in mock time. */
  dueAt: isoDate,
  /** When it ran, in mock time. */
  ranAt: isoDate,
})

export type MockClockRecord = z.infer<typeof mockClockSchema>
export type ScheduledJobRunRecord = z.infer<typeof scheduledJobRunSchema>

export function createClockCollections() {
  return {
    mockClock: new IndexedCollection({ name: 'mockClock', schema: mockClockSchema, key: 'id' }),
    scheduledJobRuns: new IndexedCollection({
      name: 'scheduledJobRuns',
      schema: scheduledJobRunSchema,
      key: 'id',
    }),
  }
}
