import type { MailRecord } from '../db'
import { mailTime } from '../handlers/shared/calendar'
import { findUser } from './relations'
import { sendMail } from './mailbox'

/**
 * The one way the scheduled jobs (mocks/services/scheduler.ts) reach a person (issue 35). For now
 * it sends an e-mail to the mock mailbox; the notification records will route through here.
 */
export type TellKind = 'session-reminder' | 'request-nudge' | 'request-expired'

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

/** The zone a person reads times in: their profile's, else UTC (named, so never ambiguous). */
export function zoneOf(userId: string): string {
  return findUser(userId)?.timeZone ?? 'UTC'
}

/** Tells a person something; the e-mail sent, or null when the person no longer exists. */
export async function tellPerson(tell: Tell): Promise<MailRecord | null> {
  const user = findUser(tell.userId)
  if (!user) return null
  const zone = user.timeZone ?? 'UTC'
  const time: TimeWriter = (iso) => mailTime(iso, zone)
  const write = (part: Tell['text']) => (typeof part === 'string' ? part : part(time))
  const link = appLink(tell.link)
  return sendMail({
    to: user.email.toLowerCase(),
    subject: write(tell.subject),
    text: `${write(tell.text)}\n\nOpen: ${link}`,
    kind: 'notification',
    link,
  })
}

/** The app's address of a path: absolute in a page (the serving tab is the app), else the path. */
function appLink(path: string): string {
  if (typeof location === 'undefined') return path
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '')
  return new URL(`${base}${path}`, location.origin).href
}
