import * as z from 'zod/mini'

import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '@/config/constants'

/**
 * The help request's description (spec part 1 section 5, part 2 section 5): required, 10 to 500
 * characters, with at least one letter. The spec does not show the texts ("exact schema messages
 * not shown"); these follow the wording of its other field messages.
 */
export const HELP_REQUEST_MESSAGES = {
  required: 'Description is required',
  tooShort: `Description must be at least ${DESCRIPTION_MIN} characters`,
  tooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  noLetter: 'Description must contain at least one letter',
} as const

export const helpRequestSchema = z.object({
  description: z.string().check(
    z.trim(),
    z.minLength(1, HELP_REQUEST_MESSAGES.required),
    z.minLength(DESCRIPTION_MIN, HELP_REQUEST_MESSAGES.tooShort),
    z.maxLength(DESCRIPTION_MAX, HELP_REQUEST_MESSAGES.tooLong),
    z.refine((value) => /\p{L}/u.test(value), HELP_REQUEST_MESSAGES.noLetter),
  ),
})

export type HelpRequestValues = z.infer<typeof helpRequestSchema>
