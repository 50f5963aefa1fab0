import {
  db,
  NOTIFICATION_KINDS,
  type MailRecord,
  type NotificationKindValue,
  type NotificationRecord,
  type UserRecord,
} from '../db'
import { mailTime } from '../handlers/shared/calendar'
import { sendMail } from './mailbox'
import { newId, nowIso } from './ids'

/**
 * The one way the mock backend tells a person that something happened (issue 35, openapi.yaml
 * tag `notifications`): a record in their notification centre when their preferences keep the
 * kind in the app (writing it sends the live `notifications changed` to every tab of theirs), and
 * an e-mail in the mailbox when they keep it by e-mail. Every handler's event and every scheduled
 * job goes through notify(), so each event makes one notification and one e-mail at most.
 */

/** Text that may name times: written for the recipient with `time`, which names their zone. */
export type Written = string | ((time: (iso: string) => string) => string)

export interface Notice {
  /** Whom it is for (never the person who did it). */
  userId: string
  kind: NotificationKindValue
  /** What happened, one sentence for this person (plain text; the centre's entry). */
  title: string
  /** The app path where it happened. */
  link: string
  /** The e-mail's subject; the title when left out. */
  subject?: Written
  /** The e-mail's body between the greeting and the link; the title when left out. */
  text?: Written
  /** Files sent with the e-mail (a session's `.ics`). */
  attachments?: MailRecord['attachments']
  /** The mailbox's kind of message (`notification` unless a feature has its own). */
  mailKind?: MailRecord['kind']
}

export interface Notified {
  notification: NotificationRecord | null
  mail: MailRecord | null
}

export interface KindPreference {
  kind: NotificationKindValue
  inApp: boolean
  email: boolean
}

/** Every kind's setting for a person, in the contract's order (on for both unless changed). */
export function preferencesOf(userId: string): KindPreference[] {
  const changed = db.notificationPreferences.get(userId)?.kinds ?? []
  return NOTIFICATION_KINDS.map(
    (kind) => changed.find((entry) => entry.kind === kind) ?? { kind, inApp: true, email: true },
  )
}

/**
 * The kinds a role is sent (docs/notifications.md): the preferences offer only these, so no
 * setting does nothing. Both roles learn in the hubs and have sessions.
 */
const KINDS_OF_ROLE: Readonly<Record<UserRecord['role'], ReadonlySet<NotificationKindValue>>> = {
  student: new Set<NotificationKindValue>([
    'request-answered',
    'session-changed',
    'session-reminder',
    'request-expired',
    'pathway-assigned',
    'step-completed',
    'application-status',
    'certificate-issued',
    'chat-digest',
  ]),
  counsellor: new Set<NotificationKindValue>([
    'request-received',
    'invitation-answered',
    'session-changed',
    'session-reminder',
    'request-nudge',
    'application-status',
    'certificate-issued',
    'plan-ended',
    'chat-digest',
  ]),
}

/** The preferences a person sees and changes: the kinds their role is sent. */
export function preferencesShownTo(user: Pick<UserRecord, 'id' | 'role'>): KindPreference[] {
  const kinds = KINDS_OF_ROLE[user.role]
  return preferencesOf(user.id).filter((entry) => !kinds || kinds.has(entry.kind))
}

/** The zone an e-mail to this person names its times in: their profile's, else UTC. */
export function mailZoneOf(user: Pick<UserRecord, 'timeZone'>): string {
  return user.timeZone || 'UTC'
}

function written(value: Written, time: (iso: string) => string): string {
  return typeof value === 'string' ? value : value(time)
}

/** notify()'s e-mail: the greeting, the text, where to open it and where to change what is sent. */
function mailOf(recipient: UserRecord, notice: Notice): Omit<MailRecord, 'id' | 'sentAt' | 'code'> {
  const zone = mailZoneOf(recipient)
  const time = (iso: string) => mailTime(iso, zone)
  const text = [
    `Hello ${recipient.firstName},`,
    '',
    written(notice.text ?? notice.title, time),
    '',
    `Open it in Catalyst: ${notice.link}`,
    '',
    'You can choose which e-mails you receive in Profile > Notifications.',
  ].join('\n')
  return {
    to: recipient.email.toLowerCase(),
    subject: written(notice.subject ?? notice.title, time),
    text,
    kind: notice.mailKind ?? 'notification',
    link: notice.link,
    ...(notice.attachments ? { attachments: notice.attachments } : {}),
  }
}

/**
 * Tells one person: the record if they keep the kind in the app, the e-mail if they keep it by
 * e-mail. A person with no account (an invitation to an address) is told nothing here.
 */
export async function notify(notice: Notice): Promise<Notified> {
  const recipient = db.users.get(notice.userId)
  if (!recipient) return { notification: null, mail: null }
  const preference = preferencesOf(recipient.id).find((entry) => entry.kind === notice.kind)!
  const notification = preference.inApp
    ? await db.notifications.create({
        id: newId(),
        userId: recipient.id,
        kind: notice.kind,
        title: notice.title.slice(0, 300),
        link: notice.link,
        at: nowIso(),
        readAt: null,
      })
    : null
  const mail = preference.email ? await sendMail(mailOf(recipient, notice)) : null
  return { notification, mail }
}
