import { z } from 'zod'

import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@/config/constants'

/** Spec part 1 section 5: e-mail rules with the spec's messages. */
export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .min(EMAIL_MIN, 'Minimum 3 characters are required')
  .max(EMAIL_MAX, 'Maximum 50 characters are required')
  .pipe(z.email('Wrong email format'))

/** Login password: required, 8 to 50 characters (its strength message is not shown by the spec). */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, 'Minimum 8 characters are required')
    .max(PASSWORD_MAX, 'Maximum 50 characters are required'),
  keep_me_signed_in: z.boolean(),
})

export type LoginForm = z.infer<typeof loginSchema>
