import type { Catalyst } from '@/api/connections/queries'
import type { ConnectWithCounsellorRequest } from '@/api/connections/mutations'

import type { InterestAnswers } from '../schemas'

/** The Find Catalysts texts, word for word from the spec (part 2 sections 2 and 8). */
export const DIRECTORY_MESSAGES = {
  loadFailed: 'Failed to load catalysts. Please try again later.',
  sent: 'Connection request sent successfully',
  pending: 'Your connection request is pending',
  emptyTitle: 'No catalyst found',
  emptyHint: 'Try adjusting your search criteria',
  // Issue 34: a Catalyst whose plan does not include student inquiries (said before trying).
  noInquiries: 'Not taking new requests',
  noInquiriesWhy: 'Their plan does not include student inquiries.',
  // Issue 35: a request unanswered for 14 days expires (openapi "Limits").
  expired: 'Your last request expired without an answer after 14 days. You can send a new one.',
} as const

/**
 * The spec gives no debounce for this search; its other searches (chat, FAQ) wait 300 ms
 * (part 1 section 9, part 2 section 9), so this one does too.
 */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * Cards per page (our choice: the spec shows no page size here). 24 fills whole rows at one, two,
 * three or four columns; "Show more" adds the next 24, so hundreds of catalysts never render at
 * once (issue 11, the `large` scenario).
 */
export const DIRECTORY_PAGE_SIZE = 24

/** Lower case without accents, so "jose" finds "José" and "ÉLODIE" finds "Élodie". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * The search matches the given or the family name, case-insensitively (part 2 section 4); the
 * whole name too, so that "meera iy" still finds Meera Iyer. A blank query matches everyone.
 */
export function matchesName(catalyst: Catalyst, query: string): boolean {
  const wanted = foldForSearch(query.trim())
  if (!wanted) return true
  const given = foldForSearch(catalyst.given_name?.trim() ?? '')
  const family = foldForSearch(catalyst.family_name?.trim() ?? '')
  return [given, family, `${given} ${family}`].some((name) => name.includes(wanted))
}

export interface DirectoryFilter {
  query: string
  /** The Requested toggle: only catalysts the student has asked (status invited). */
  requestedOnly: boolean
  /**
   * Catalysts asked during this visit keep their place, so a card does not jump to the end under
   * the pointer the moment its request goes out; the next visit sorts them with the others.
   */
  keepInPlace?: ReadonlySet<string>
}

/**
 * What the grid shows (part 2 section 4): accepted catalysts hidden, the Requested toggle keeps
 * only invited ones, the name search, featured Catalysts first (issue 29: top placement for Elite
 * Access) and within each group invited ones after the others (otherwise the server's order).
 */
export function directoryView(
  catalysts: readonly Catalyst[],
  { query, requestedOnly, keepInPlace }: DirectoryFilter,
): Catalyst[] {
  const shown = catalysts.filter(
    (catalyst) =>
      catalyst.status !== 'accepted' &&
      (!requestedOnly || catalyst.status === 'invited') &&
      matchesName(catalyst, query),
  )
  const rank = (catalyst: Catalyst) =>
    (catalyst.featured ? 0 : 2) +
    (catalyst.status === 'invited' && !keepInPlace?.has(catalyst.id) ? 1 : 0)
  // Array.prototype.sort is stable: the server's order holds within each group.
  return shown.sort((a, b) => rank(a) - rank(b))
}

/** The catalyst the student is connected to, if any (the directory says so: status accepted). */
export function connectedCatalyst(
  catalysts: readonly Catalyst[] | undefined,
): Catalyst | undefined {
  return catalysts?.find((catalyst) => catalyst.status === 'accepted')
}

/** The form's answers as the connection request's body (part 2 section 7). */
export function toConnectRequest(values: InterestAnswers): ConnectWithCounsellorRequest {
  const message = values.message.trim()
  return {
    interest: {
      college: values.college.trim(),
      company: values.company.trim(),
      stream: values.stream.trim(),
    },
    ...(message ? { invite_message: message } : {}),
  }
}
