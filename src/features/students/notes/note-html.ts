import { createHtmlSanitizer, type HtmlSanitizer } from '@/lib/sanitize/sanitize-html'

/**
 * Notes are paragraph HTML with bold and italic only (spec part 2 section 5). The editor's DOM
 * (which browsers fill with <div>, <br>, <b>, <span style> as they please) becomes paragraphs of
 * text, <strong> and <em>, cleaned by the app's sanitiser narrowed to those tags; the server
 * cleans it again with the same rules (mocks/handlers/rich-text/note-html.ts).
 */
export const NOTE_TAGS = ['p', 'strong', 'em', 'b', 'i', 'br'] as const

let sanitizer: HtmlSanitizer | null = null
function clean(html: string): string {
  sanitizer ??= createHtmlSanitizer(window, { allowedTags: NOTE_TAGS, allowedAttributes: [] })
  return sanitizer.sanitize(html)
}

const BLOCKS = new Set(['DIV', 'P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE'])

/** One paragraph per block of the editor; inline content outside a block is a paragraph too. */
export function editorToNoteHtml(root: HTMLElement): string {
  const paragraphs: string[] = []
  let inline = ''
  const flush = () => {
    if (inline.trim() !== '') paragraphs.push(`<p>${inline}</p>`)
    inline = ''
  }
  for (const node of Array.from(root.childNodes)) {
    if (node instanceof HTMLElement && BLOCKS.has(node.tagName)) {
      flush()
      // A nested block (a <div> in a <div>) keeps its text: the content is read as inline.
      paragraphs.push(`<p>${node.innerHTML}</p>`)
    } else if (node instanceof HTMLElement) {
      inline += node.outerHTML
    } else if (node.nodeType === Node.TEXT_NODE) {
      const span = document.createElement('span')
      span.textContent = node.textContent
      inline += span.innerHTML
    }
  }
  flush()
  return clean(paragraphs.join('')).replace(/<p>(?:\s|<br>|&nbsp;)*<\/p>/g, '')
}

/** What a reader would see, to refuse empty or whitespace-only notes. */
export function noteIsBlank(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() === ''
  )
}
