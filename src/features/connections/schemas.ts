import * as z from 'zod/mini'

/**
 * The student's answers when accepting a Catalyst's request (spec part 1 section 5, "Accept
 * form") and when asking a Catalyst to connect (part 2 section 5, "Connection request form"):
 * college, dream job and work location are required and may not be only numbers; the message is
 * optional. Messages word for word from the spec. The 100 and 1000 character caps are the
 * contract's (NonNumericText, inviteMessage).
 */
const answer = (required: string, onlyNumbers: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => !/^[\d\s]+$/.test(value), onlyNumbers),
    z.maxLength(100, 'Maximum 100 characters are allowed'),
  )

export const interestAnswersSchema = z.object({
  college: answer('College name is required', 'College name cannot be only numbers'),
  company: answer('Dream job is required', 'Dream job cannot be only numbers'),
  stream: answer('Work location is required', 'Work location cannot be only numbers'),
  message: z.string().check(z.maxLength(1000, 'Maximum 1000 characters are allowed')),
})

export type InterestAnswers = z.infer<typeof interestAnswersSchema>

export const emptyInterestAnswers: InterestAnswers = {
  college: '',
  company: '',
  stream: '',
  message: '',
}

/** The hints beside each answer (spec: "Hints suggest 2 to 3 words"). */
export const INTEREST_HINTS = {
  college: 'In 2-3 words, e.g. Delhi University',
  company: 'In 2-3 words, e.g. Software Engineer',
  stream: 'In 2-3 words, e.g. Bengaluru, India',
} as const
