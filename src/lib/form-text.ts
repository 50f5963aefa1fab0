import * as z from 'zod/mini'

/**
 * A required text of a form, as the contracts word it: trimmed, not blank (`required` is the
 * message), at most `max` characters ("At most 500 characters, please.").
 */
export const requiredText = (required: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `At most ${max.toLocaleString('en-GB')} characters, please.`),
    )

/** The reason of a cancellation or a move, in every contract that asks for one. */
export const REASON_REQUIRED = 'Please give a reason.'
