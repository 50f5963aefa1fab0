import { isSafeLink } from './safe-link'

/**
 * A chat message split into its text and its http(s) addresses, so the addresses can be shown as
 * links while everything else stays text (issue 27): no markup is ever read from the message.
 * Punctuation that ends a sentence after an address is not part of it.
 */
export type LinkifiedPart = { kind: 'text'; text: string } | { kind: 'link'; href: string }

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi
const TRAILING = /[.,;:!?'")\]}]+$/

export function linkify(text: string): LinkifiedPart[] {
  const parts: LinkifiedPart[] = []
  let last = 0
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index
    let address = match[0]
    const trailing = TRAILING.exec(address)?.[0] ?? ''
    if (trailing) address = address.slice(0, -trailing.length)
    if (!isSafeLink(address)) continue
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    parts.push({ kind: 'link', href: address })
    last = start + address.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
