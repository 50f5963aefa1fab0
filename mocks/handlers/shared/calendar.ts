import type { MailRecord } from '../../db'

/**
 * The one iCalendar (RFC 5545) builder of the mock backend, and what the e-mails and downloads
 * carrying its files share: a session's `.ics` (handlers/sessions), a webinar seat's
 * (handlers/webinars) and a call with the account manager's (handlers/account-manager). An
 * event's UID stays the same for what it describes and SEQUENCE rises with each change, so a
 * calendar updates the event it already has; a cancelled one is METHOD:CANCEL with
 * STATUS:CANCELLED. Times are UTC; lines end in CRLF and are folded at 75 octets; text values are
 * escaped.
 */
export interface CalendarEvent {
  /** The event's UID: `session-<id>@catalyst.app`, `webinar-<id>@catalyst.app`. */
  uid: string
  /** What made it, in PRODID: `Sessions`, `Webinars`. */
  product: string
  /** UTC instants, ISO 8601. */
  start: string
  end: string
  /** When this version of the event was made. */
  stamp: string
  sequence: number
  cancelled: boolean
  summary: string
  /** Plain text; blank parts are left out. */
  description: ReadonlyArray<string | null>
  /** Where it happens (a meeting link, "Online"), and a link to open; null when none. */
  location: string | null
  url: string | null
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
}

/** A calendar file: its name and its text. */
export interface CalendarFile {
  name: string
  text: string
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** `catalyst-session-2026-12-01.ics`: `kind` and the start's date in `timeZone`. */
export function calendarFileName(kind: string, start: string, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(start))
  return `catalyst-${kind}-${date}.ics`
}

/** A UTC date-time in the basic form: 20261201T043000Z. */
export function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A parameter value (CN=...): quoted, without the quotes and control characters it may not hold. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`
}

const encoder = new TextEncoder()

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): CRLF and one space, never inside a UTF-8
 * character. The continuation's leading space counts towards its 75.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildCalendar(event: CalendarEvent): string {
  const description = event.description.filter(Boolean).join('\n\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Catalyst//${event.product}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The file as an e-mail attachment, its method in the content type (REQUEST or CANCEL). */
export function calendarAttachment(
  calendar: CalendarFile,
  cancelled: boolean,
): NonNullable<MailRecord['attachments']>[number] {
  return {
    name: calendar.name,
    contentType: `${CALENDAR_CONTENT_TYPE}; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: calendar.text,
  }
}

/** The file as a download: an attachment under its name, never cached. */
export function calendarResponse(calendar: CalendarFile): Response {
  return new Response(calendar.text, {
    status: 200,
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${calendar.name}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** A time as an e-mail's recipient reads it: "1 Dec 2026, 10:00 (Asia/Kolkata)". */
export function mailTime(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
  return `${text} (${timeZone})`
}
