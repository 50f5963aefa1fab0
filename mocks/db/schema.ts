import * as z from 'zod/mini'

import {
  zAchievement,
  zCurrentUser,
  zFaq,
  zFormAnswers,
  zInterest,
  zInviteStatus,
  zLearnHub,
  zPathway,
  zPathwayStepStatus,
  zPlanTier,
  zApplicationStatus,
  zSubscriptionPaymentStatus,
  zCheckoutSessionStatus,
  zBillingInterval,
  zUploadPurpose,
  zCatalystAvailability,
  zRole,
  zSessionStatus,
  zTimeZone,
} from '@/api/generated/zod.gen'

/**
 * Tables of the mock backend. Where a table stores an entity of the contract its schema IS the
 * contract's (extended with what a server keeps privately); relationship tables are normalised
 * the way a real backend would keep them, and handlers project them into the contract's views.
 */
const isoDate = z.iso.datetime()

/** A user: the contract's CurrentUser plus credentials and account state. */
export const userSchema = z.extend(zCurrentUser, {
  /** Plain text is fine in an in-memory mock; it never leaves the mock backend. */
  password: z.string(),
  confirmed: z.boolean(),
  identityProvider: z.enum(['password', 'google']),
  createdAt: isoDate,
  lastSeen: z.nullable(isoDate),
  /**
   * The uploaded profile photo (a `files` record's id). Views sign a fresh link to it for
   * `profileImg`, which then stays null; an external picture (the seed's) is in `profileImg`.
   */
  pictureFileId: z.optional(z.nullable(z.string())),
})

/** An uploaded file; its bytes are in the file store (services/file-store.ts) under `id`. */
export const fileSchema = z.object({
  /** `file-<uuid>`, the contract's FileId. */
  id: z.string(),
  /** The uploader: only they may reference it in a profile save. */
  userId: z.string(),
  purpose: zUploadPurpose,
  name: z.string(),
  /** Detected from the content at upload. */
  mime: z.string(),
  size: z.int(),
  createdAt: isoDate,
})

/** A one-time code sent by e-mail: sign-up verification or password reset. */
export const otpSchema = z.object({
  id: z.string(),
  email: z.string(),
  purpose: z.enum(['signup', 'reset']),
  code: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  used: z.boolean(),
  /** Wrong tries so far; at CODE_MAX_WRONG_TRIES the code stops working. */
  wrongTries: z.optional(z.int()),
})

/** Every e-mail the mock backend "sends" (the developer panel and tests read it). */
export const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.enum([
    'signup-code',
    'reset-code',
    'invite',
    'notification',
    'session',
    'webinar',
    'team-invite',
  ]),
  /** The one-time code the message carries, when it carries one. */
  code: z.nullable(z.string()),
  /** The page the message asks the recipient to open (an invitation: register or sign in). */
  link: z.optional(z.nullable(z.string())),
  /** Files sent with the message (a session's `.ics`), as text. */
  attachments: z.optional(
    z.array(z.object({ name: z.string(), contentType: z.string(), content: z.string() })),
  ),
  sentAt: isoDate,
})

/**
 * What the token service keeps: `refresh` tokens (rotated: each one is used once, `family` names
 * the sign-in it descends from), revoked `access` and temporary token ids, revoked
 * `family` ids (every access token of that sign-in), and `signup` tokens (proof of who registered).
 */
export const tokenSchema = z.object({
  id: z.string(),
  kind: z.enum(['refresh', 'access', 'family', 'signup']),
  userId: z.string(),
  token: z.string(),
  expiresAt: isoDate,
  revoked: z.boolean(),
  /** Refresh tokens: the sign-in (token family) they belong to. */
  family: z.optional(z.string()),
  /** Refresh tokens: when it was exchanged for the next one, and which one. */
  rotatedAt: z.optional(z.nullable(isoDate)),
  replacedBy: z.optional(z.nullable(z.string())),
})

/** Events the limits count: failed sign-ins and code e-mails, by key (`sign-in:<email>`...). */
export const throttleSchema = z.object({
  id: z.string(),
  key: z.string(),
  at: isoDate,
})

/**
 * A counsellor-student link in either direction: `invite` (counsellor invites a student by
 * e-mail: a Catalyst request on the student side) or `request` (a student asks a counsellor to
 * connect: a Student request on the catalyst side). Status uses the contract's InviteStatus
 * codes: 0 pending, 1 accepted (connected), 2 rejected, 3 dropped.
 */
export const connectionSchema = z.object({
  id: z.string(),
  direction: z.enum(['invite', 'request']),
  counsellorId: z.string(),
  studentId: z.nullable(z.string()),
  studentEmail: z.string(),
  status: zInviteStatus,
  /** The invite note (HTML) or the student's request message. */
  message: z.nullable(z.string()),
  /** The student's answers (college, dream job, work location). */
  interest: z.nullable(zInterest),
  /** The student's reply when accepting an invite. */
  replyMessage: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: isoDate,
  decidedAt: z.nullable(isoDate),
})

export const chatMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  sendAt: isoDate,
  isRead: z.boolean(),
  readAt: z.nullable(isoDate),
})

/** Learning hubs are the contract's LearnHub as they are. */
export const learnHubSchema = zLearnHub

/** A user's application to a learning hub (the AppliedHub view is projected from it). */
export const applicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  learnHubId: z.string(),
  status: zApplicationStatus,
  prog_percent: z.number().check(z.minimum(0), z.maximum(100)),
  module_start_date: z.nullable(z.int()),
  curr_mdl: z.nullable(z.string()),
  properties: z.nullable(zFormAnswers),
  appliedAt: isoDate,
})

export const pathwaySchema = zPathway

/** The one pathway assigned to a student, with per-step progress. */
export const pathwayAssignmentSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  counsellorId: z.string(),
  pathwayId: z.string(),
  assignedAt: isoDate,
  steps: z.array(
    z.object({
      code: z.string(),
      status: zPathwayStepStatus,
      completedAt: z.nullable(isoDate),
      comment: z.nullable(z.string()),
      completionLink: z.nullable(z.string()),
    }),
  ),
})

export const noteSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  counsellorId: z.string(),
  note: z.string(),
  created_at: isoDate,
})

export const achievementSchema = z.extend(zAchievement, {
  userId: z.string(),
  learnHubId: z.nullable(z.string()),
  badgeId: z.string(),
})

export const faqSchema = z.extend(zFaq, { id: z.string(), order: z.int() })

export const supportRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  question: z.string(),
  fileName: z.nullable(z.string()),
  attachment: z.nullable(z.string()),
  createdAt: isoDate,
  /** Raised on Prime or Elite Access (unlimited support), and the first answer it expects. */
  priority: z.boolean(),
  responseTime: z.string(),
})

/** A checkout and the subscription it creates. */
export const checkoutSchema = z.object({
  /** The card provider's id of the checkout, named as the contract names it (CheckoutSession). */
  sessionId: z.string(),
  /** The embedded checkout's secret, which the card form must present whole. */
  clientSecret: z.optional(z.string()),
  userId: z.string(),
  tier: zPlanTier,
  interval: zBillingInterval,
  amount: z.number(),
  status: zCheckoutSessionStatus,
  payment_status: zSubscriptionPaymentStatus,
  paymentId: z.nullable(z.string()),
  paymentMethod: z.nullable(z.string()),
  createdAt: isoDate,
  completedAt: z.nullable(isoDate),
})

/** A Catalyst's availability for sessions (the contract's CatalystAvailability), one per Catalyst. */
export const availabilitySchema = z.extend(zCatalystAvailability, {
  counsellorId: z.string(),
  updatedAt: isoDate,
})

/**
 * A session between a student and a Catalyst (issue 29). `start` and `end` are UTC instants;
 * `timeZone` is the Catalyst's when it was booked. `sequence` is the `.ics` SEQUENCE: it rises
 * with every change, so calendars update the event they have.
 */
export const sessionSchema = z.object({
  id: z.string(),
  counsellorId: z.string(),
  studentId: z.string(),
  start: isoDate,
  end: isoDate,
  timeZone: zTimeZone,
  topic: z.string(),
  status: zSessionStatus,
  bookedAt: isoDate,
  rescheduleCount: z.int(),
  sequence: z.int(),
  lastChange: z.nullable(
    z.object({
      kind: z.enum(['rescheduled', 'cancelled']),
      by: zRole,
      reason: z.string(),
      at: isoDate,
      previousStart: z.nullable(isoDate),
    }),
  ),
})

export type UserRecord = z.infer<typeof userSchema>
export type FileRecord = z.infer<typeof fileSchema>
export type OtpRecord = z.infer<typeof otpSchema>
export type MailRecord = z.infer<typeof mailSchema>
export type TokenRecord = z.infer<typeof tokenSchema>
export type ThrottleRecord = z.infer<typeof throttleSchema>
export type ConnectionRecord = z.infer<typeof connectionSchema>
export type ChatMessageRecord = z.infer<typeof chatMessageSchema>
export type LearnHubRecord = z.infer<typeof learnHubSchema>
export type ApplicationRecord = z.infer<typeof applicationSchema>
export type PathwayRecord = z.infer<typeof pathwaySchema>
export type PathwayAssignmentRecord = z.infer<typeof pathwayAssignmentSchema>
export type NoteRecord = z.infer<typeof noteSchema>
export type AchievementRecord = z.infer<typeof achievementSchema>
export type FaqRecord = z.infer<typeof faqSchema>
export type SupportRequestRecord = z.infer<typeof supportRequestSchema>
export type CheckoutRecord = z.infer<typeof checkoutSchema>
export type AvailabilityRecord = z.infer<typeof availabilitySchema>
export type SessionRecord = z.infer<typeof sessionSchema>

export * from './webinar-schema'
export * from './team-schema'
export * from './notification-schema'
