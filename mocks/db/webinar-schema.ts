import * as z from 'zod/mini'

import { zWebinarSpeaker } from '@/api/generated/zod.gen'

/** The premium webinars' tables (issue 34), beside mocks/db/schema.ts (which re-exports them). */
const isoDate = z.iso.datetime()

/**
 * A premium webinar (issue 34), written by the Catalyst team. `start` is a UTC instant; the
 * join and recording links are kept here and given out by the views' rules (handlers/webinars).
 */
export const webinarSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  speaker: zWebinarSpeaker,
  start: isoDate,
  minutes: z.int(),
  capacity: z.int(),
  joinUrl: z.string(),
  /** Null until the team adds one (some webinars are not recorded). */
  recordingUrl: z.nullable(z.string()),
  createdAt: isoDate,
})

/**
 * A Catalyst's registration for a webinar, one per pair, kept when left (`left`), so a later
 * registration goes on with the same record. `since` orders the waitlist (the earliest first)
 * and is when the current place was taken; `sequence` is the `.ics` SEQUENCE, rising with every
 * change, so a calendar updates or removes the event it has.
 */
export const webinarRegistrationSchema = z.object({
  id: z.string(),
  webinarId: z.string(),
  userId: z.string(),
  status: z.enum(['registered', 'waitlisted', 'left']),
  since: isoDate,
  sequence: z.int(),
})

export type WebinarRecord = z.infer<typeof webinarSchema>
export type WebinarRegistrationRecord = z.infer<typeof webinarRegistrationSchema>
