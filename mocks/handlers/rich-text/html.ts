import { sanitizeStoredHtml } from '../../services/html-sanitizer'

/**
 * Server-side handling of invite notes (spec part 1 section 5): an HTML note must be well formed
 * ("Invalid HTML in the message") and is cleaned with the client's own sanitiser (DOMPurify with
 * the rich-text allow-list, mocks/services/html-sanitizer.ts) before it is stored; a plain-text
 * note is escaped so it shows as text wherever the client renders HTML.
 */
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
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g

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

/**
 * Keeps allowed tags with allowed attributes and safe URLs; other tags go, their text stays
 * (script-like elements go with their content). Well-formedness is checked before, not relied on.
 */
export function sanitizeHtml(html: string): Promise<string> {
  return sanitizeStoredHtml(html)
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
