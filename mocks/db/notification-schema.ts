import * as z from 'zod/mini'

/** The notification centre's tables (issue 35), beside mocks/db/schema.ts (which re-exports it). */
const isoDate = z.iso.datetime()

/** The kinds of notification, in the contract's order (NotificationKind of openapi.yaml). */
export const NOTIFICATION_KINDS = [
  'request-received',
  'request-answered',
  'invitation-answered',
  'session-changed',
  'session-reminder',
  'request-nudge',
  'request-expired',
  'pathway-assigned',
  'step-completed',
  'application-status',
  'certificate-issued',
  'plan-ended',
  'chat-digest',
] as const

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS)

/** One notification of one person (openapi.yaml tag `notifications`); kept once read. */
export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  kind: notificationKindSchema,
  /** What happened, in a sentence for this person (plain text). */
  title: z.string(),
  /** The app path where it happened. */
  link: z.string(),
  at: isoDate,
  readAt: z.nullable(isoDate),
})

/** A person's preferences: only the kinds they changed (the others are on for both). */
export const notificationPreferenceSchema = z.object({
  userId: z.string(),
  kinds: z.array(
    z.object({ kind: notificationKindSchema, inApp: z.boolean(), email: z.boolean() }),
  ),
})

export type NotificationKindValue = z.infer<typeof notificationKindSchema>
export type NotificationRecord = z.infer<typeof notificationSchema>
export type NotificationPreferenceRecord = z.infer<typeof notificationPreferenceSchema>
