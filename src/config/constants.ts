import type { TimeZone, Weekday } from '@/api/generated/types.gen'

import { WEBINAR_JOIN_OPENS_MS } from './webinars'

/** Business constants and limits from the spec (part 1 section 9, part 2 section 9). */

export const OTP_LENGTH = 6
export const EMAIL_MIN = 3
export const EMAIL_MAX = 50
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 50
export const FIRST_NAME_MIN = 2
export const FIRST_NAME_MAX = 50
export const LAST_NAME_MAX = 50
export const CONTACT_MIN_DIGITS = 6
export const DESCRIPTION_MIN = 10
export const DESCRIPTION_MAX = 500

/** The access token is refreshed this long before it expires. */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000
/** The resend cooldown runs until this long after the server's modified time. */
export const RESEND_COOLDOWN_MS = 24 * 60 * 60 * 1000
/** A pending learning-hub redirect is followed only when saved within this window. */
export const PENDING_HUB_REDIRECT_TTL_MS = 30 * 60 * 1000
/** After a 401 the user is sent to the login page after this delay. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 300

/*
 * Account security (our design, the spec is silent; openapi.yaml "Account security" states the
 * same numbers and the mock backend enforces them).
 */
/** A one-time code (sign-up or reset) lives this long. */
export const CODE_TTL_MS = 15 * 60 * 1000
/** Wrong tries after which a code stops working, even the right one, until a new one is sent. */
export const CODE_MAX_WRONG_TRIES = 5
/** Code e-mails (sign-up, resend, changed address, password reset) per address in 24 hours. */
export const CODE_MAILS_PER_24H = 5
/** Failed sign-ins for an address within the window that lock it... */
export const SIGN_IN_MAX_FAILURES = 5
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000
/** ...for this long after the last failure. */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000
/** A rotated refresh token presented again within this grace is a second tab, not a thief. */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000
/** Request URLs longer than this are refused with 414. */
export const MAX_REQUEST_URL_LENGTH = 8192

/** Students whose profile completion is below this land on their profile page. */
export const STUDENT_PROFILE_COMPLETION_THRESHOLD = 90

/** The "Get Address" IP-location lookup gives up after this long (our design). */
export const ADDRESS_LOOKUP_TIMEOUT_MS = 8_000

export const CHAT_SEARCH_DEBOUNCE_MS = 300
export const SCROLL_TO_TOP_OFFSET = 200
export const NOTES_PAGE_SIZE = 5
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024

/**
 * The time zone options of the catalyst profile, in the spec's order (part 2 section 9): the only
 * values its time zone field takes (the contract's TimeZone).
 */
export const TIME_ZONES = [
  'UTC',
  'Asia/Kolkata',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Asia/Dubai',
  'Australia/Sydney',
  'Africa/Johannesburg',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
] as const satisfies readonly TimeZone[]

/*
 * File uploads (our design; openapi.yaml "File uploads (our design)" states the same numbers and
 * the mock backend enforces them).
 */
/** A profile photo: PNG or JPEG up to this size (spec part 2 section 5: 2 MB). */
export const PROFILE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024
/** A KYC document: PDF, PNG or JPEG up to this size. */
export const KYC_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
/** Uploads one user may make within UPLOAD_WINDOW_MS, refused ones included (429 beyond). */
export const UPLOADS_PER_WINDOW = 20
export const UPLOAD_WINDOW_MS = 10 * 60 * 1000
/** A signed file link lives at least this long... */
export const FILE_LINK_TTL_MS = 60 * 60 * 1000
/** ...with its expiry rounded up to a multiple of this, so a re-read view keeps the same URL. */
export const FILE_LINK_ROUNDING_MS = 5 * 60 * 1000

/*
 * Server limits (our design; openapi.yaml "Limits" states the same numbers and the mock backend
 * enforces them, each check and the use it counts as one step, so parallel calls cannot get
 * round them). Each is far above what a real person does.
 */
/** Chat messages one user may send per window, over the live socket and HTTP together. */
export const CHAT_MESSAGES_PER_WINDOW = 60
export const CHAT_MESSAGE_WINDOW_MS = 60 * 1000
/** Help requests (FAQ "Need More Help") one user may send per window. */
export const HELP_REQUESTS_PER_WINDOW = 10
export const HELP_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000
/** Connection requests one student may send to Catalysts per window. */
export const CONNECT_REQUESTS_PER_WINDOW = 10
export const CONNECT_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000
/** One hub application's files (decoded) and answers together, at most (413 beyond). */
export const APPLICATION_MAX_BYTES = 20 * 1024 * 1024
/** One text answer of a hub application (text, textarea), in characters. */
export const APPLICATION_ANSWER_MAX_CHARS = 10_000
/** Entries of each profile list: education, certifications, work experience, KYC documents. */
export const PROFILE_LIST_MAX_ENTRIES = 50

/*
 * Sessions (issue 29; our design: openapi.yaml "Sessions" and "Limits" state the same numbers and
 * the mock backend enforces them).
 */
/** The days of the week, as weekly hours name them (Monday first, as the editor lists them). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const satisfies readonly Weekday[]
/** The weekday of `Date.getDay()`'s or `getUTCDay()`'s number (0 is Sunday). */
export const weekdayOfDayNumber = (dayNumber: number): Weekday => WEEKDAYS[(dayNumber + 6) % 7]!
/** "Monday": a weekday as screens name it. */
export const weekdayName = (day: Weekday): string => day.charAt(0).toUpperCase() + day.slice(1)
/** "Mon": a weekday's name, short (a day heading, a calendar column). */
export const weekdayShortName = (day: Weekday): string => weekdayName(day).slice(0, 3)
/** The lengths a session may have, in minutes. */
export const SESSION_LENGTHS = [30, 45, 60] as const
/** Free minutes around each booked session: 0 to this, in steps of SESSION_BUFFER_STEP. */
export const SESSION_BUFFER_MAX_MINUTES = 60
export const SESSION_BUFFER_STEP_MINUTES = 5
/** How many days ahead students may book: 1 to this. */
export const SESSION_HORIZON_MAX_DAYS = 90
/** Time ranges of one weekday, at most. */
export const SESSION_RANGES_PER_DAY = 3
/** Days off kept, at most. */
export const SESSION_DAYS_OFF_MAX = 60
/** What an availability never saved holds. */
export const SESSION_DEFAULTS = { sessionMinutes: 30, bufferMinutes: 10, horizonDays: 30 } as const
/** A slot must start at least this long after the booking. */
export const SESSION_BOOKING_NOTICE_MS = 12 * 60 * 60 * 1000
/** Sessions are moved or cancelled up to this long before they start (the cut-off). */
export const SESSION_CHANGE_CUTOFF_MS = 24 * 60 * 60 * 1000
/** Join call is a session's (and a manager call's) primary action from this long before the start
 * until the end; earlier it is a quiet link. The join window of a webinar: one window for calls. */
export const SESSION_JOIN_WINDOW_MS = WEBINAR_JOIN_OPENS_MS
/** Times one session may be moved (429 beyond); cancelling stays possible. */
export const SESSION_RESCHEDULES_MAX = 3
/** Upcoming (not yet ended) booked sessions one student may hold (429 beyond). */
export const SESSION_UPCOMING_MAX = 3
/** Sessions one student may book per window, cancelled ones included (429 beyond). */
export const SESSION_BOOKINGS_PER_WINDOW = 10
export const SESSION_BOOKING_WINDOW_MS = 24 * 60 * 60 * 1000
/** One slot list covers at most this many days; without `to`, the default many. */
export const SESSION_SLOTS_MAX_DAYS = 31
export const SESSION_SLOTS_DEFAULT_DAYS = 14
/** Sessions lists: the default page size, and the largest. */
export const SESSIONS_PAGE_SIZE = 20
export const SESSIONS_PAGE_SIZE_MAX = 50

// Reminders and nudges (issue 35; openapi description.md "Limits"): the mock's scheduled jobs.
/** Session reminders go to both people this many hours before the start, latest last. */
export const SESSION_REMINDER_HOURS = [24, 1] as const
/** A Catalyst is reminded once of a student's request unanswered this long. */
export const REQUEST_NUDGE_MS = 48 * 60 * 60 * 1000
/** A student's request unanswered this long expires (status 4, the student is told). */
export const REQUEST_EXPIRY_MS = 14 * 24 * 60 * 60 * 1000
/** A person away is e-mailed one digest of their unread chat messages this long after the first. */
export const CHAT_DIGEST_DELAY_MS = 15 * 60 * 1000
