import type { SessionRecord, UserRecord } from '../../db'
import { sendMail } from '../../services/mailbox'
import { mailZoneOf, notify } from '../../services/notify'
import { findUser } from '../../services/relations'
import { fullName } from '../shared/common'
import { calendarAttachment, mailTime } from '../shared/calendar'
import { calendarOf, rulesOf } from './sessions'

/**
 * What a booking, move or cancellation tells its two people (openapi.yaml "Sessions", issue 35):
 * the other person is notified (their notification centre and e-mail, per their preferences),
 * and the one who did it gets a confirmation e-mail, each with the session's `.ics`. Every time
 * is in the recipient's zone, named; each sentence names who did what to whom from where the
 * recipient stands (issue 36: "Riya Desai moved the session with Riya Desai").
 */
const SUBJECTS = {
  booked: 'Session booked',
  rescheduled: 'Session moved',
  cancelled: 'Session cancelled',
} as const
const DONE = { booked: 'booked', rescheduled: 'moved', cancelled: 'cancelled' } as const

/** The e-mail's body for one recipient, times through `time` (their zone, named). */
function sessionLines(
  session: SessionRecord,
  parties: { catalyst: UserRecord; other: UserRecord },
  time: (iso: string) => string,
  opening: string,
  fileName: string,
): string {
  const change = session.lastChange
  const cancelled = session.status === 'cancelled'
  const meetingLink = !cancelled ? rulesOf(parties.catalyst).meetingLink : null
  return [
    opening,
    '',
    `When: ${time(session.start)}`,
    ...(change?.previousStart ? [`Was: ${time(change.previousStart)}`] : []),
    `With: ${fullName(parties.other)}`,
    `Topic: ${session.topic}`,
    ...(change ? [`Reason: ${change.reason}`] : []),
    ...(meetingLink ? [`Meeting link: ${meetingLink}`] : []),
    '',
    cancelled
      ? `The attached calendar file (${fileName}) removes the session from your calendar.`
      : `The calendar invitation is attached (${fileName}).`,
  ].join('\n')
}

export async function mailSessionChange(session: SessionRecord): Promise<void> {
  const catalyst = findUser(session.counsellorId)
  const student = findUser(session.studentId)
  if (!catalyst || !student) return
  const kind = session.lastChange?.kind ?? 'booked'
  const byCatalyst = (session.lastChange?.by ?? 'student') === 'counsellor'
  const [actor, other] = byCatalyst ? [catalyst, student] : [student, catalyst]
  const calendar = calendarOf(session)
  const attachments = [calendarAttachment(calendar, kind === 'cancelled')]
  const done = DONE[kind]
  const subject = (time: (iso: string) => string) => `${SUBJECTS[kind]}: ${time(session.start)}`

  // The person who did it: a confirmation with the calendar file, whatever their preferences.
  const actorTime = (iso: string) => mailTime(iso, mailZoneOf(actor))
  await sendMail({
    to: actor.email.toLowerCase(),
    subject: subject(actorTime),
    text: [
      `Hello ${actor.firstName},`,
      '',
      sessionLines(
        session,
        { catalyst, other },
        actorTime,
        `You ${done} a session with ${fullName(other)}.`,
        calendar.name,
      ),
    ].join('\n'),
    kind: 'session',
    link: '/sessions',
    attachments,
  })

  // The other person: a notification (and its e-mail) per their preferences.
  const title =
    kind === 'booked'
      ? `${fullName(actor)} booked a session with you.`
      : `${fullName(actor)} ${done} your session with them.`
  await notify({
    userId: other.id,
    kind: 'session-changed',
    title,
    link: '/sessions',
    subject,
    text: (time) => sessionLines(session, { catalyst, other: actor }, time, title, calendar.name),
    attachments,
    mailKind: 'session',
  })
}
