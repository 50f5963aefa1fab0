/**
 * The one iCalendar (RFC 5545) builder, of a session and of a call with an account manager: the
 * `.ics` download (getSessionCalendar, getManagerCallCalendar) and the file every e-mail about
 * one carries. The event's UID stays the same for the session or call and SEQUENCE rises with
 * each change, so a calendar updates the event it already has; a cancelled one is METHOD:CANCEL
 * with STATUS:CANCELLED. Times are UTC; lines end in CRLF and are folded at 75 octets; text
 * values are escaped.
 */
export interface CalendarEvent {
  /** The event's lasting id: `session-<id>@catalyst.app`, `manager-call-<id>@catalyst.app`. */
  uid: string
  /** UTC instants, ISO 8601. */
  start: string
  end: string
  /** When this version of the event was made (the last change, else the booking). */
  stamp: string
  sequence: number
  cancelled: boolean
  summary: string
  topic: string
  meetingLink: string | null
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** Why it was moved or cancelled, if it was. */
  note: string | null
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** `catalyst-session-2026-12-01.ics`: the event's date in `timeZone`, after `prefix`. */
export function calendarFileName(
  start: string,
  timeZone: string,
  prefix = 'catalyst-session',
): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(start))
  return `${prefix}-${date}.ics`
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
  const description = [
    event.topic,
    event.note,
    event.meetingLink ? `Meeting link: ${event.meetingLink}` : null,
  ]
    .filter(Boolean)
    .join('\n\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Catalyst//Sessions//EN',
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
    ...(event.meetingLink
      ? [`LOCATION:${escapeText(event.meetingLink)}`, `URL:${event.meetingLink}`]
      : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
