import type { MarketingRequestKind, MarketingRequestStatus } from '@/api/generated/types.gen'

/**
 * Elite's dedicated account manager and personalised marketing support (issue 34; the contract's
 * "Account manager" and "Limits"): the numbers the server enforces and the screens say.
 */
const HOUR_MS = 60 * 60 * 1000

/** A call with the manager is booked at least this far ahead. */
export const MANAGER_CALL_NOTICE_MS = 24 * HOUR_MS
/** A call may be cancelled until this long before it starts. */
export const MANAGER_CALL_CANCEL_CUTOFF_MS = 4 * HOUR_MS
/** Upcoming calls a Catalyst may hold at once. */
export const MANAGER_CALLS_UPCOMING_MAX = 2
/** A call's topic and a cancellation's reason, in characters. */
export const MANAGER_CALL_TEXT_MAX = 500
export const MANAGER_CALLS_PAGE_SIZE = 10

/** A marketing request's message, in characters once trimmed. */
export const MARKETING_MESSAGE_MIN = 20
export const MARKETING_MESSAGE_MAX = 2000
/** Requests waiting for an answer (open or in review) a Catalyst may have at once. */
export const MARKETING_WAITING_MAX = 3
/** The manager's answer, in characters. */
export const MARKETING_ANSWER_MAX = 4000
export const MARKETING_REQUESTS_PAGE_SIZE = 10

/** What each kind of request asks for, in the screens' and e-mails' words. */
export const MARKETING_KINDS: Record<MarketingRequestKind, { label: string; hint: string }> = {
  'profile-review': {
    label: 'Profile review',
    hint: 'Your manager reads your public profile and says what to change so that more students choose you.',
  },
  'directory-spotlight': {
    label: 'Spotlight in Find Catalysts',
    hint: 'Your manager plans a spotlight for you in the directory students search, and says when.',
  },
}

export const MARKETING_STATUS_LABELS: Record<MarketingRequestStatus, string> = {
  open: 'Sent',
  'in-review': 'In review',
  answered: 'Answered',
  declined: 'Declined',
}
