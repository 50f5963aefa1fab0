/**
 * "In HTML mode the note must parse as valid HTML" (spec part 1 section 5). Valid here means well
 * formed: every element is closed, in order (void elements excepted), and no tag is left
 * unterminated. The server applies the same rule (mocks/handlers/rich-text/html.ts; html-note.test
 * keeps the two in step) and answers "Invalid HTML in the message" when it fails.
 */
const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
])
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g

export function isWellFormedHtml(html: string): boolean {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '')
  const open: string[] = []
  for (const match of withoutComments.matchAll(TAG)) {
    const [, closing, rawName = '', , selfClosing] = match
    const name = rawName.toLowerCase()
    if (VOID_TAGS.has(name) || selfClosing) continue
    if (!closing) open.push(name)
    else if (open.pop() !== name) return false
  }
  // A "<" that starts a tag but never ends it ("<div class=x" at the end).
  const leftover = withoutComments.replace(TAG, '')
  return open.length === 0 && !/<\/?[a-zA-Z]/.test(leftover)
}
