import { db, webinarPairKey, type WebinarRegistrationRecord } from '../../db'

/**
 * The seats and the waitlist of a webinar, read through the registrations' indexes (a webinar's
 * places, one Catalyst's place): what the views, the registration and the live event share.
 */
export interface Places {
  seats: WebinarRegistrationRecord[]
  /** In queue order: the earliest place first (table order between equal times). */
  waitlist: WebinarRegistrationRecord[]
}

export function placesOf(webinarId: string): Places {
  const active = db.webinarRegistrations.lookup('webinar', webinarId)
  const order = (record: WebinarRegistrationRecord) =>
    db.webinarRegistrations.orderOf(record.id) ?? 0
  return {
    seats: active.filter((record) => record.status === 'registered'),
    waitlist: active
      .filter((record) => record.status === 'waitlisted')
      .sort((a, b) => a.since.localeCompare(b.since) || order(a) - order(b)),
  }
}

/** The Catalyst's registration for the webinar, kept when left (then `status: left`). */
export function registrationOf(
  webinarId: string,
  userId: string,
): WebinarRegistrationRecord | undefined {
  return db.webinarRegistrations.lookup('pair', webinarPairKey(webinarId, userId))[0]
}

/** Seats left and people waiting, as the live event `webinars changed` carries them. */
export function countsOf(webinarId: string): { seatsLeft: number; waitlistCount: number } {
  const webinar = db.webinars.get(webinarId)
  const { seats, waitlist } = placesOf(webinarId)
  return {
    seatsLeft: Math.max(0, (webinar?.capacity ?? 0) - seats.length),
    waitlistCount: waitlist.length,
  }
}
