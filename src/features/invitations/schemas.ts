import * as z from 'zod/mini'

import { EMAIL_MAX } from '@/config/constants'

import { isWellFormedHtml } from './html-note'

/** The Invite Student page's messages, word for word (spec part 1 sections 5 and 8). */
export const INVITE_MESSAGES = {
  /** Empty e-mail: inline and, on an attempt to send, the toast. */
  emailRequired: 'Please enter email',
  /** Bad format: the toast on an attempt to send. */
  emailInvalid: 'Please enter a valid email',
  /** Bad format: the field check shown under the field. */
  emailFieldInvalid: 'Please enter a valid email address.',
  /** HTML mode, shown under the note while it does not parse. */
  invalidHtmlContent: 'Invalid HTML content',
  /** HTML mode, the toast when sending is blocked. */
  invalidHtmlMessage: 'Invalid HTML in the message',
  sent: 'Invite request sent successfully',
} as const

/** The contract's limit on the note (openapi.yaml InviteStudentRequest.message). */
export const NOTE_MAX = 5000

export const inviteEmailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, INVITE_MESSAGES.emailRequired)),
  z
    .string()
    .check(
      z.maxLength(EMAIL_MAX, INVITE_MESSAGES.emailFieldInvalid),
      z.email(INVITE_MESSAGES.emailFieldInvalid),
    ),
)

/** Whether the note blocks sending: only in HTML mode, only when there is a note. */
export function hasInvalidHtml(note: string, isHtml: boolean): boolean {
  return isHtml && note.trim() !== '' && !isWellFormedHtml(note)
}

export const inviteSchema = z
  .object({
    email: inviteEmailField,
    isHtml: z.boolean(),
    message: z.string().check(z.maxLength(NOTE_MAX, `Maximum ${NOTE_MAX} characters are required`)),
  })
  .check(
    z.refine((form) => !hasInvalidHtml(form.message, form.isHtml), {
      error: INVITE_MESSAGES.invalidHtmlContent,
      path: ['message'],
    }),
  )

export type InviteForm = z.input<typeof inviteSchema>

/** Why the e-mail cannot be sent to, as the toast says it; null when it can. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return INVITE_MESSAGES.emailRequired
  return inviteEmailField.safeParse(email).success ? null : INVITE_MESSAGES.emailInvalid
}
