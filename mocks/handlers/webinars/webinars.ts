import type { Webinar, WebinarStatus } from '@/api/generated/types.gen'
import { WEBINAR_JOIN_OPENS_MS, WEBINAR_WAITLIST_MAX } from '@/config/webinars'

import { db, type UserRecord, type WebinarRecord, type WebinarRegistrationRecord } from '../../db'
import { HttpError } from '../http'
import { hasFeature } from '../billing/plans'
import { placesOf, registrationOf, type Places } from './places'
import { mockNowMs } from '../../services/clock'

/** Premium webinars (issue 34; openapi/description.md "Webinars"): rules and views. */
export const WEBINAR_MESSAGES = {
  notFound: 'Webinar not found.',
  started: 'This webinar has started, so registration is closed.',
  ended: 'This webinar has ended, so registration is closed.',
  full: `This webinar is full and so is its waitlist (${WEBINAR_WAITLIST_MAX} people). Please choose another webinar.`,
  changeStarted: 'This webinar has started, so registrations can no longer change.',
  changeEnded: 'This webinar has ended, so registrations can no longer change.',
  calendarNotRegistered: 'Register for this webinar to add it to your calendar.',
  calendarWaitlisted:
    'You are on the waitlist. The calendar invitation comes by e-mail when a seat opens for you.',
} as const

const MINUTE_MS = 60_000

export const endOf = (webinar: Pick<WebinarRecord, 'start' | 'minutes'>) =>
  Date.parse(webinar.start) + webinar.minutes * MINUTE_MS

export const joinOpensAt = (webinar: Pick<WebinarRecord, 'start'>) =>
  Date.parse(webinar.start) - WEBINAR_JOIN_OPENS_MS

export function statusOf(webinar: WebinarRecord, now: number): WebinarStatus {
  if (now < Date.parse(webinar.start)) return 'upcoming'
  return now < endOf(webinar) ? 'live' : 'ended'
}

/** The webinar a path names: 404 for an unknown id. */
export function requireWebinar(webinarId: string): WebinarRecord {
  const webinar = db.webinars.get(webinarId)
  if (!webinar) throw new HttpError(404, WEBINAR_MESSAGES.notFound)
  return webinar
}

/** Why a new registration is not taken now (409), or null; the caller's plan aside. */
export function registrationRefusal(
  webinar: WebinarRecord,
  places: Places,
  now: number,
): string | null {
  const status = statusOf(webinar, now)
  if (status === 'live') return WEBINAR_MESSAGES.started
  if (status === 'ended') return WEBINAR_MESSAGES.ended
  const full = places.seats.length >= webinar.capacity
  return full && places.waitlist.length >= WEBINAR_WAITLIST_MAX ? WEBINAR_MESSAGES.full : null
}

/** Why registrations of the webinar can no longer change (409), or null. */
export function changeRefusal(webinar: WebinarRecord, now: number): string | null {
  const status = statusOf(webinar, now)
  if (status === 'live') return WEBINAR_MESSAGES.changeStarted
  return status === 'ended' ? WEBINAR_MESSAGES.changeEnded : null
}

/** The caller's current place (a left registration is none). */
export function activeRegistrationOf(
  webinarId: string,
  userId: string,
): WebinarRegistrationRecord | undefined {
  const registration = registrationOf(webinarId, userId)
  return registration?.status === 'left' ? undefined : registration
}

/**
 * The webinar as `viewer` sees it: their own place only; the join link for their seat within
 * the join window; the recording after the end for a plan that includes premium webinars.
 */
export function toWebinarView(
  webinar: WebinarRecord,
  viewer: UserRecord,
  now: number = mockNowMs(),
): Webinar {
  const places = placesOf(webinar.id)
  const mine = activeRegistrationOf(webinar.id, viewer.id)
  const status = statusOf(webinar, now)
  const end = endOf(webinar)
  const seated = mine?.status === 'registered'
  const inJoinWindow = now >= joinOpensAt(webinar) && now < end
  const hasRecording = status === 'ended' && webinar.recordingUrl !== null
  const position = mine?.status === 'waitlisted' ? places.waitlist.indexOf(mine) + 1 : 0
  return {
    id: webinar.id,
    title: webinar.title,
    description: webinar.description,
    speaker: { ...webinar.speaker },
    start: webinar.start,
    end: new Date(end).toISOString(),
    minutes: webinar.minutes,
    status,
    capacity: webinar.capacity,
    seatsLeft: Math.max(0, webinar.capacity - places.seats.length),
    waitlistCount: places.waitlist.length,
    registration: mine?.status === 'registered' ? 'registered' : mine ? 'waitlisted' : 'none',
    waitlistPosition: position > 0 ? position : null,
    registrationClosedReason: mine ? null : registrationRefusal(webinar, places, now),
    joinOpensAt: new Date(joinOpensAt(webinar)).toISOString(),
    joinUrl: seated && inJoinWindow ? webinar.joinUrl : null,
    hasRecording,
    recordingUrl:
      hasRecording && hasFeature(viewer, 'premium-webinars') ? webinar.recordingUrl : null,
  }
}
