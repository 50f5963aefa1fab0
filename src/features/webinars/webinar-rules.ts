import type { Webinar } from '@/api/webinars/queries'
import { weekdayOfDayNumber, weekdayShortName } from '@/config/constants'
import { WEBINAR_JOIN_OPENS_MINUTES } from '@/config/webinars'
import { formatDateTimeRange } from '@/lib/format/dates'

/** Which webinars the page lists (the URL's `tab`). */
export type WebinarsTab = 'upcoming' | 'past'

export const WEBINARS_MESSAGES = {
  loadFailed: 'The webinars could not be loaded.',
  calendarFailed: 'The calendar file could not be downloaded. Please try again.',
  registered: 'You have a seat. The calendar invitation is on its way by e-mail.',
  left: 'Your registration is cancelled.',
  leftWaitlist: 'You left the waitlist.',
  joinSoon: `The join link shows here ${WEBINAR_JOIN_OPENS_MINUTES} minutes before the start.`,
  notRecorded: 'This webinar was not recorded.',
  recordingForPlan: 'The recording comes with Prime and Elite Access.',
  registerForPlan: 'Registration comes with Prime and Elite Access.',
} as const

/** "You are number 2 on the waitlist. We will e-mail you when a seat opens." */
export function waitlistLine(position: number | null): string {
  return `You are number ${position ?? 1} on the waitlist. We will e-mail you when a seat opens.`
}

/** The time zone the page shows times in: the browser's. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** "Tue 1 DEC 2026, 14:00 – 15:00": the webinar's time in the viewer's zone. */
export function formatWebinarTime(webinar: Pick<Webinar, 'start' | 'end'>): string {
  const start = new Date(webinar.start)
  const weekday = weekdayShortName(weekdayOfDayNumber(start.getDay()))
  return `${weekday} ${formatDateTimeRange(start, webinar.end)}`
}

/** "12 of 120 seats left", "Full · 3 waiting". */
export function seatsLine(webinar: Pick<Webinar, 'seatsLeft' | 'capacity' | 'waitlistCount'>) {
  const seats =
    webinar.seatsLeft === 0
      ? 'Full'
      : `${webinar.seatsLeft} of ${webinar.capacity} ${webinar.capacity === 1 ? 'seat' : 'seats'} left`
  return webinar.waitlistCount > 0 ? `${seats} · ${webinar.waitlistCount} waiting` : seats
}

/**
 * Whether the page should read the webinar again now: a seat whose join link the server has not
 * given yet, and the join window has opened (the server gives it from then on).
 */
export function joinLinkDue(webinar: Webinar, now: number): boolean {
  return (
    webinar.registration === 'registered' &&
    webinar.joinUrl === null &&
    now >= Date.parse(webinar.joinOpensAt) &&
    now < Date.parse(webinar.end)
  )
}
