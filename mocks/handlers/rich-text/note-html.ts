/**
 * Interaction notes are paragraph HTML with bold and italic only (spec part 2 section 5). The
 * server keeps <p>, <strong>, <em>, <b>, <i> and <br> without attributes, drops every other tag
 * (script-like ones with their content) and escapes stray markup, whatever the client sent.
 */
export const NOTE_REQUIRED = 'Please type a note before submitting.'

const ALLOWED = new Set(['p', 'strong', 'em', 'b', 'i', 'br'])
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?<\/\1\s*>/gi
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

export function sanitizeNote(html: string): string {
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROPPED_WITH_CONTENT, '')
  let out = ''
  let last = 0
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index))
    last = match.index + match[0].length
    const closing = match[1] === '/'
    const name = (match[2] ?? '').toLowerCase()
    if (!ALLOWED.has(name)) continue
    if (name === 'br') out += closing ? '' : '<br>'
    else out += closing ? `</${name}>` : `<${name}>`
  }
  out += escapeText(source.slice(last))
  const trimmed = out.trim()
  return trimmed.startsWith('<p>') ? trimmed : `<p>${trimmed}</p>`
}

/** What a reader sees: no tags, non-breaking spaces as spaces. */
export function noteText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, ' ')
    .trim()
}
