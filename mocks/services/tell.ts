import type { MailRecord } from '../db'
import { mailTime } from '../handlers/shared/calendar'
import { mailZoneOf, notify } from './notify'
import { findUser } from './relations'

/**
 * The one way the scheduled jobs (mocks/services/scheduler.ts) reach a person (issue 35): a
 * notification through notify(), in the centre and by e-mail as the person's preferences keep it.
 */
export type TellKind = 'session-reminder' | 'request-nudge' | 'request-expired' | 'chat-digest'

/** Writes a moment in the recipient's own zone, named: "1 Dec 2026, 10:00 (Asia/Kolkata)". */
export type TimeWriter = (iso: string) => string

export interface Tell {
  userId: string
  kind: TellKind
  /** Plain text, or written with the recipient's time writer (times in their zone). */
  subject: string | ((time: TimeWriter) => string)
  text: string | ((time: TimeWriter) => string)
  /** The app path the message asks the person to open (e.g. '/sessions'). */
  link: string
}

/**
 * Tells a person something: the e-mail sent, or null when the person no longer exists or keeps
 * this kind out of their e-mail (the centre's entry follows their in-app setting).
 */
export async function tellPerson(tell: Tell): Promise<MailRecord | null> {
  const user = findUser(tell.userId)
  if (!user) return null
  const time: TimeWriter = (iso) => mailTime(iso, mailZoneOf(user))
  const title = typeof tell.subject === 'string' ? tell.subject : tell.subject(time)
  const { mail } = await notify({
    userId: user.id,
    kind: tell.kind,
    title,
    link: tell.link,
    subject: tell.subject,
    text: tell.text,
  })
  return mail
}
