import type { UserRecord, WebinarRecord, WebinarRegistrationRecord } from '../../db'
import { WEBINAR_JOIN_OPENS_MINUTES } from '@/config/webinars'
import { sendMail } from '../../services/mailbox'
import { mailZoneOf } from '../../services/notify'
import {
  buildCalendar,
  calendarAttachment,
  calendarFileName,
  mailTime,
  type CalendarFile,
} from '../shared/calendar'
import { fullName } from '../shared/common'
import { endOf } from './webinars'

/**
 * What a webinar registration sends (openapi/description.md "Webinars", "Notices"): the seat's
 * `.ics` (the calendar file of sessions, handlers/shared/calendar.ts) and the e-mails about a
 * seat taken, a seat given up, a place on the waitlist and a move up from it. Links point at the
 * Webinars page of the app that made the call, where the join link shows.
 */
export const WEBINARS_PATH = '/webinars'

const JOIN_LINE = `The join link shows on the Webinars page from ${WEBINAR_JOIN_OPENS_MINUTES} minutes before the start.`

/** The `.ics` of a Catalyst's seat: REQUEST while they hold it, CANCEL once given up. */
export function seatCalendarOf(
  webinar: WebinarRecord,
  user: UserRecord,
  registration: WebinarRegistrationRecord,
  origin: string,
): CalendarFile {
  const page = `${origin}${WEBINARS_PATH}`
  const text = buildCalendar({
    uid: `webinar-${webinar.id}@catalyst.app`,
    product: 'Webinars',
    start: webinar.start,
    end: new Date(endOf(webinar)).toISOString(),
    stamp: registration.since,
    sequence: registration.sequence,
    cancelled: registration.status !== 'registered',
    summary: `Catalyst webinar: ${webinar.title}`,
    description: [
      `With ${webinar.speaker.name}${webinar.speaker.title ? `, ${webinar.speaker.title}` : ''}`,
      webinar.description,
      `${JOIN_LINE} ${page}`,
    ],
    location: 'Online (Catalyst Webinars)',
    url: page,
    organizer: { name: 'Catalyst Webinars', email: 'webinars@catalyst.app' },
    attendee: { name: fullName(user) || user.email, email: user.email },
  })
  return { name: calendarFileName('webinar', webinar.start, mailZoneOf(user)), text }
}

export type WebinarNotice = 'registered' | 'moved-up' | 'waitlisted' | 'unregistered'

const SUBJECTS: Record<WebinarNotice, string> = {
  registered: 'Webinar registration',
  'moved-up': 'A seat opened for you',
  waitlisted: 'Webinar waitlist',
  unregistered: 'Webinar registration cancelled',
}

function opening(notice: WebinarNotice, position: number | null): string {
  if (notice === 'registered') return 'You have a seat at this webinar.'
  if (notice === 'moved-up')
    return 'A seat opened at this webinar and it is yours: you were first on the waitlist.'
  if (notice === 'waitlisted')
    return `The webinar is full, so you are number ${position ?? 1} on its waitlist. We will e-mail you as soon as a seat opens for you.`
  return 'You gave up your seat at this webinar. The attached calendar file removes it from your calendar.'
}

/** E-mails `user` about their registration; a seat taken or given up carries its `.ics`. */
export async function mailWebinarNotice(
  notice: WebinarNotice,
  webinar: WebinarRecord,
  user: UserRecord,
  registration: WebinarRegistrationRecord,
  origin: string,
  position: number | null = null,
): Promise<void> {
  const when = mailTime(webinar.start, mailZoneOf(user))
  const withCalendar = notice !== 'waitlisted'
  const calendar = withCalendar ? seatCalendarOf(webinar, user, registration, origin) : null
  const page = `${origin}${WEBINARS_PATH}`
  const lines = [
    `Hello ${user.firstName || fullName(user)},`,
    '',
    opening(notice, position),
    '',
    `Webinar: ${webinar.title}`,
    `Speaker: ${webinar.speaker.name}`,
    `When: ${when} (${webinar.minutes} minutes)`,
    ...(notice === 'registered' || notice === 'moved-up' ? ['', `${JOIN_LINE} ${page}`] : []),
    ...(calendar && notice !== 'unregistered'
      ? ['', `The calendar invitation is attached (${calendar.name}).`]
      : []),
  ]
  await sendMail({
    to: user.email.toLowerCase(),
    subject: `${SUBJECTS[notice]}: ${webinar.title}`,
    text: lines.join('\n'),
    kind: 'webinar',
    link: page,
    attachments: calendar ? [calendarAttachment(calendar, notice === 'unregistered')] : [],
  })
}
