/** Index keys shared by the tables of mocks/db/index.ts and plan-collections.ts. */

/** An e-mail address as the handlers compare them (sameEmail): trimmed, lower case; null if blank. */
export function emailKey(email: string | null | undefined): string | null {
  return email ? email.trim().toLowerCase() : null
}

/** One Catalyst's registration for one webinar (webinar registrations' `pair` index). */
export function webinarPairKey(webinarId: string, userId: string): string {
  return `${webinarId}|${userId}`
}
