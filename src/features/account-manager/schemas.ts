import * as z from 'zod/mini'

import {
  MANAGER_CALL_TEXT_MAX,
  MARKETING_MESSAGE_MAX,
  MARKETING_MESSAGE_MIN,
} from '@/config/account-manager'
import { REASON_REQUIRED, requiredText } from '@/lib/form-text'

/**
 * The account manager's forms (issue 34): book a call, cancel one, ask for marketing support.
 * The contract's rules and words (openapi "Account manager", the 400 examples).
 */
export const bookCallSchema = z.object({
  start: z.string().check(z.minLength(1, 'Please pick a time.')),
  topic: requiredText('Please say what you would like to discuss.', MANAGER_CALL_TEXT_MAX),
})
export type BookCallValues = z.infer<typeof bookCallSchema>

export const cancelCallSchema = z.object({
  reason: requiredText(REASON_REQUIRED, MANAGER_CALL_TEXT_MAX),
})
export type CancelCallValues = z.infer<typeof cancelCallSchema>

export const marketingRequestSchema = z.object({
  kind: z.enum(['profile-review', 'directory-spotlight']),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please say what you would like help with.'),
      z.minLength(
        MARKETING_MESSAGE_MIN,
        `Please write at least ${MARKETING_MESSAGE_MIN} characters, so that your account manager knows what you need.`,
      ),
      z.maxLength(
        MARKETING_MESSAGE_MAX,
        `At most ${MARKETING_MESSAGE_MAX.toLocaleString('en-GB')} characters, please.`,
      ),
    ),
})
export type MarketingRequestValues = z.infer<typeof marketingRequestSchema>

/** The screen's own words. */
export const MANAGER_MESSAGES = {
  loadFailed: 'Your account manager could not be loaded.',
  callsFailed: 'Your calls could not be loaded.',
  slotsFailed: 'Free times could not be loaded.',
  requestsFailed: 'Your marketing requests could not be loaded.',
  booked: 'Call booked. The invitation is in your e-mail.',
  cancelled: 'Call cancelled.',
  sent: 'Request sent to your account manager.',
  calendarFailed: 'The calendar file could not be downloaded.',
  callFailed: 'The call could not be booked.',
  cancelFailed: 'The call could not be cancelled.',
  sendFailed: 'The request could not be sent.',
} as const
