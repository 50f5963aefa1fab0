import type { Faq } from '@/api/faq/queries'

/**
 * The FAQ's rules (spec part 2 sections 3, 4, 5, 8 and 9). The page size is ours: the spec says
 * "FAQ page size: not shown"; five questions fit a phone's screen without scrolling past the
 * category menu.
 */
export const FAQ_PAGE_SIZE = 5
export const FAQ_SEARCH_DEBOUNCE_MS = 300

export const FAQ_MESSAGES = {
  noResults: 'No results found. Please try a different keyword.',
  empty: 'No questions here yet.',
  ticketRaised: 'FAQ Ticket has been raised successfully.',
  ticketFailed: 'Failed to submit request. Please try again.',
  allowanceFailed: 'How many help requests you have left could not be read.',
} as const

/**
 * Under the spec's success toast (issue 34): the ticket, whether it is priority and when the
 * first answer comes, as the server stored it.
 */
export function ticketRaisedDetail(ticket: {
  ticketId: string
  priority: boolean
  responseTime: string
}): string {
  return ticket.priority
    ? `Priority ticket ${ticket.ticketId}: we will answer ${ticket.responseTime}.`
    : `Ticket ${ticket.ticketId}: we will answer ${ticket.responseTime}.`
}

/** An FAQ with its id: its 1-based position in the list the server sent (part 2 section 3). */
export interface NumberedFaq extends Faq {
  id: number
}

export function numberFaqs(faqs: readonly Faq[]): NumberedFaq[] {
  return faqs.map((faq, index) => ({ ...faq, id: index + 1 }))
}

/** Short words title case leaves in lower case unless they open or close the title. */
const MINOR_WORDS = new Set('a an and as at but by for in nor of on or the to via with'.split(' '))

/**
 * "account-and-security" -> "Account and Security": hyphens become spaces, words title-cased
 * (part 2 section 3), the short joining words in lower case as title case writes them (issue 28:
 * "Account And Security").
 */
export function categoryLabel(category: string): string {
  const words = category.split('-').filter((word) => word !== '')
  return words
    .map((word, index) => {
      const lower = word.toLowerCase()
      const inner = index > 0 && index < words.length - 1
      return inner && MINOR_WORDS.has(lower)
        ? lower
        : lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

export interface TextPart {
  text: string
  match: boolean
}

/**
 * `text` cut into the runs that match `query` case-insensitively and the runs between, for the
 * search highlight. Plain strings only: the parts are rendered as React text, so nothing typed
 * can become markup. Compares slices of the original text, so letters whose lower case has
 * another length (İ) cannot shift the cuts.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return text === '' ? [] : [{ text, match: false }]
  const parts: TextPart[] = []
  let plainStart = 0
  let index = 0
  while (index + needle.length <= text.length) {
    if (text.slice(index, index + needle.length).toLowerCase() === needle) {
      if (index > plainStart) parts.push({ text: text.slice(plainStart, index), match: false })
      parts.push({ text: text.slice(index, index + needle.length), match: true })
      index += needle.length
      plainStart = index
    } else {
      index += 1
    }
  }
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), match: false })
  return parts
}

/** Whether the question's text contains the query, ignoring case (part 2 section 5). */
export function questionMatches(faq: Faq, query: string): boolean {
  return highlightParts(faq.question, query).some((part) => part.match)
}

/** The number of pages for `total` items; at least one. */
export function pageCount(total: number, pageSize: number = FAQ_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** The items of a 1-based page; a page past the end shows the last one. */
export function pageItems<T>(items: readonly T[], page: number, pageSize = FAQ_PAGE_SIZE): T[] {
  const last = pageCount(items.length, pageSize)
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last)
  return items.slice((current - 1) * pageSize, current * pageSize)
}

/** What the page shows: search results across every category, or one category's questions. */
export function visibleFaqs(
  faqs: readonly NumberedFaq[],
  category: string | undefined,
  query: string,
): NumberedFaq[] {
  if (query.trim() !== '') return faqs.filter((faq) => questionMatches(faq, query))
  return faqs.filter((faq) => faq.category === category)
}
