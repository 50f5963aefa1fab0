/**
 * Premium webinars (issue 34; openapi/description.md "Webinars" and "Limits"): the numbers the
 * contract writes down, read by the mock backend and the Webinars page alike.
 */

/** The join link is given from this long before the start until the end. */
export const WEBINAR_JOIN_OPENS_MS = 15 * 60 * 1000
/** The join window in minutes, for people ("15 minutes before the start"). */
export const WEBINAR_JOIN_OPENS_MINUTES = WEBINAR_JOIN_OPENS_MS / 60_000
/** People who may wait for a seat of one webinar; more are refused (409). */
export const WEBINAR_WAITLIST_MAX = 20
/** Seats of one webinar, set by the Catalyst team. */
export const WEBINAR_CAPACITY_MAX = 1000
/** Webinars per page of the list (the contract's default page size). */
export const WEBINAR_PAGE_SIZE = 10
