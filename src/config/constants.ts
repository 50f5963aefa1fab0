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

/** Students whose profile completion is below this land on their profile page. */
export const STUDENT_PROFILE_COMPLETION_THRESHOLD = 90

export const CHAT_SEARCH_DEBOUNCE_MS = 300
export const SCROLL_TO_TOP_OFFSET = 200
export const NOTES_PAGE_SIZE = 5
export const PROFILE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
