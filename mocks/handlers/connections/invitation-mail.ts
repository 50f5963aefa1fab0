import type { MailRecord, UserRecord } from '../../db'
import { htmlToText } from '../rich-text/html'

/**
 * The e-mail a Catalyst's invitation sends (issue 11: "the invitation reaches the student").
 * What it asks the recipient to do depends on the address: with no account yet, register (the
 * pending request is waiting for whoever registers and verifies that address, connections.ts
 * isLinkOf); with an account still unverified, verify it; otherwise sign in and answer it in the
 * Catalyst Request drawer.
 */
export type InvitationMail = Pick<MailRecord, 'to' | 'kind' | 'subject' | 'text' | 'link'>

export const INVITATION_PATHS = {
  register: '/auth/registration',
  verify: '/auth/verify-otp',
  signIn: '/auth/login',
} as const

/**
 * The origin of the app that made the call, for absolute links: the Origin header of a
 * cross-origin call (the production build against mocks/server), else the referring page, else
 * the API's own origin (the demo build, where app and mock API share one).
 */
export function appOriginOf(request: Request): string {
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null') return origin
  const referrer = request.headers.get('referer')
  if (referrer) {
    try {
      return new URL(referrer).origin
    } catch {
      // Not a URL: fall through to the API's origin.
    }
  }
  return new URL(request.url).origin
}

export function invitationMail({
  to,
  catalystName,
  note,
  recipient,
  origin,
}: {
  to: string
  catalystName: string
  /** The stored (sanitised or escaped) note, or null. */
  note: string | null
  /** The account that holds the address, if any. */
  recipient: UserRecord | undefined
  origin: string
}): InvitationMail {
  const [path, action] = !recipient
    ? [
        INVITATION_PATHS.register,
        `Create your Catalyst account with this e-mail address (${to}) to answer the request`,
      ]
    : !recipient.confirmed
      ? [INVITATION_PATHS.verify, 'Verify your e-mail address, then sign in to answer the request']
      : [INVITATION_PATHS.signIn, 'Sign in to answer the request']
  const link = `${origin}${path}`
  return {
    to,
    kind: 'invite',
    subject: `${catalystName} invited you to connect on Catalyst`,
    text: [
      `${catalystName} would like to guide you on Catalyst.`,
      note ? htmlToText(note) : '',
      `${action}: ${link}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    link,
  }
}
