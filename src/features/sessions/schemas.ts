import * as z from 'zod/mini'

import { REASON_REQUIRED, requiredText } from '@/lib/form-text'

/**
 * The sessions forms (issue 29): Book a session, Reschedule and Cancel. The contract's rules
 * (SessionTopic, SessionChangeReason: 1 to 500 characters, not blank, stored trimmed) and its
 * messages ("Please say what you would like to talk about.", "Please give a reason.").
 */
export const SESSION_TEXT_MAX = 500

const slot = z.string().check(z.minLength(1, 'Please pick a time.'))

const text = (required: string) => requiredText(required, SESSION_TEXT_MAX)

const topic = text('Please say what you would like to talk about.')
const reason = text(REASON_REQUIRED)

export const bookSessionSchema = z.object({ start: slot, topic })
export type BookSessionValues = z.infer<typeof bookSessionSchema>

export const rescheduleSessionSchema = z.object({ start: slot, reason })
export type RescheduleSessionValues = z.infer<typeof rescheduleSessionSchema>

export const cancelSessionSchema = z.object({ reason })
export type CancelSessionValues = z.infer<typeof cancelSessionSchema>
