import * as z from 'zod/mini'

/**
 * The sessions forms (issue 29): Book a session, Reschedule and Cancel. The contract's rules
 * (SessionTopic, SessionChangeReason: 1 to 500 characters, not blank, stored trimmed) and its
 * messages ("Please say what you would like to talk about.", "Please give a reason.").
 */
export const SESSION_TEXT_MAX = 500

const slot = z.string().check(z.minLength(1, 'Please pick a time.'))

const text = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(SESSION_TEXT_MAX, `At most ${SESSION_TEXT_MAX} characters, please.`),
    )

const topic = text('Please say what you would like to talk about.')
const reason = text('Please give a reason.')

export const bookSessionSchema = z.object({ start: slot, topic })
export type BookSessionValues = z.infer<typeof bookSessionSchema>

export const rescheduleSessionSchema = z.object({ start: slot, reason })
export type RescheduleSessionValues = z.infer<typeof rescheduleSessionSchema>

export const cancelSessionSchema = z.object({ reason })
export type CancelSessionValues = z.infer<typeof cancelSessionSchema>
