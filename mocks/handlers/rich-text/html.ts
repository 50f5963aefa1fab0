import {
  ALLOWED_ATTRIBUTES as RICH_TEXT_ATTRIBUTES,
  ALLOWED_TAGS as RICH_TEXT_TAGS,
} from '@/lib/sanitize/allow-list'

/**
 * Server-side handling of invite notes (spec part 1 section 5): an HTML note must be well formed
 * ("Invalid HTML in the message") and is reduced to the rich-text allow-list before it is stored;
 * a plain-text note is escaped so it shows as text wherever the client renders HTML.
 */
// The same allow-list the client's sanitiser applies (one list, so they cannot drift).
const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS)
const ALLOWED_ATTRIBUTES = new Set<string>(RICH_TEXT_ATTRIBUTES)
const VOID_TAGS = new Set([
  'br',
  'hr',
  'img',
  'col',
  'input',
  'meta',
  'link',
  'wbr',
  'area',
  'base',
  'source',
])
/** Dropped together with their content. */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

export const INVALID_HTML = 'Invalid HTML in the message'

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Well formed: every element closed in order (void elements excepted), no unterminated tag. */
export function isWellFormedHtml(html: string): boolean {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '')
  const stack: string[] = []
  for (const match of withoutComments.matchAll(TAG)) {
    const [, closing, rawName = '', , selfClosing] = match
    const name = rawName.toLowerCase()
    if (VOID_TAGS.has(name) || selfClosing) continue
    if (!closing) stack.push(name)
    else if (stack.pop() !== name) return false
  }
  // A "<" that opens a tag but never ends it ("<div class=x" at the end).
  const leftover = withoutComments.replace(TAG, '')
  return stack.length === 0 && !/<\/?[a-zA-Z]/.test(leftover)
}

function safeUrl(value: string): boolean {
  const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase()
  return (
    !compact.startsWith('javascript:') &&
    !compact.startsWith('vbscript:') &&
    !(compact.startsWith('data:') && !compact.startsWith('data:image/'))
  )
}

function cleanAttributes(source: string): string {
  const kept: string[] = []
  for (const match of source.matchAll(ATTRIBUTE)) {
    const [, rawName = '', double, single, bare] = match
    const name = rawName.toLowerCase()
    const value = double ?? single ?? bare ?? ''
    if (!ALLOWED_ATTRIBUTES.has(name)) continue
    if ((name === 'href' || name === 'src') && !safeUrl(value)) continue
    kept.push(`${name}="${value.replace(/"/g, '&quot;')}"`)
  }
  return kept.length ? ` ${kept.join(' ')}` : ''
}

/** Keeps allowed tags with allowed attributes; other tags go, their text stays. */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(TAG, (_whole, closing: string, rawName: string, attributes: string) => {
      const name = rawName.toLowerCase()
      if (!ALLOWED_TAGS.has(name)) return ''
      if (closing) return VOID_TAGS.has(name) ? '' : `</${name}>`
      return `<${name}${cleanAttributes(attributes)}>`
    })
}

/** Plain text of a note, for the invitation e-mail. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}
