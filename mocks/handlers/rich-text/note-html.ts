import type { SanitizerOptions } from '@/lib/sanitize/sanitize-html'

import { sanitizeStoredHtml } from '../../services/html-sanitizer'

/**
 * Interaction notes are paragraph HTML with bold and italic only (spec part 2 section 5). The
 * server cleans them with the client's own sanitiser (mocks/services/html-sanitizer.ts), its
 * allow-list narrowed to <p>, <strong>, <em>, <b>, <i> and <br> without attributes: every other
 * tag goes (script-like ones with their content) and stray markup is escaped, whatever the
 * client sent.
 */
export const NOTE_REQUIRED = 'Please type a note before submitting.'

const NOTE_ALLOW_LIST: SanitizerOptions = {
  allowedTags: ['p', 'strong', 'em', 'b', 'i', 'br'],
  allowedAttributes: [],
}

export async function sanitizeNote(html: string): Promise<string> {
  const clean = (await sanitizeStoredHtml(html, NOTE_ALLOW_LIST)).trim()
  if (clean.startsWith('<p>')) return clean
  // Text outside a paragraph gets one. Cleaned again, so that what is stored is exactly what a
  // parser makes of it ("a<p>b</p>" wrapped would nest paragraphs, which parsers split).
  return sanitizeStoredHtml(`<p>${clean}</p>`, NOTE_ALLOW_LIST)
}

/** What a reader sees: no tags, non-breaking spaces as spaces. */
export function noteText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, ' ')
    .trim()
}
