import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify'

import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CSS_PROPERTY,
  ALLOWED_IMAGE_DATA_URI,
  ALLOWED_TAGS,
  ALLOWED_TARGETS,
  ALLOWED_URI,
  FORBIDDEN_CSS_VALUE,
} from './allow-list'

const config: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // The spec's attribute list is complete: no data-*, aria-*, id, name or class from content.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
}

/**
 * Keeps only allowed declarations of a style attribute. The browser's own CSS parser reads the
 * value, and each value is read back from it, so escapes (`\75rl(`), comments and odd spacing
 * are resolved before the checks. Names come from the text as written (so `margin` stays one
 * shorthand); a name hidden behind an escape matches nothing in the allow-list and is dropped.
 */
function cleanStyle(value: string, probe: CSSStyleDeclaration): string {
  probe.cssText = value
  const names = new Set(value.split(';').map((part) => part.split(':')[0]?.trim().toLowerCase()))
  const kept: string[] = []
  for (const name of names) {
    if (!name || !ALLOWED_CSS_PROPERTY.test(name)) continue
    const declared = probe.getPropertyValue(name).trim()
    if (declared && !FORBIDDEN_CSS_VALUE.test(declared)) kept.push(`${name}: ${declared}`)
  }
  probe.cssText = ''
  return kept.join('; ')
}

function compact(value: string): string {
  // Browsers ignore ASCII whitespace and control characters inside a URL scheme.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
}

/**
 * The DOM a sanitiser parses with: the page's own window, or (the mock backend in Node) a jsdom
 * window. The sanitiser only reads from it; it never touches the document shown to the user.
 */
export type SanitizerWindow = WindowLike & { document: Document }

/**
 * Narrows the allow-list for one kind of content (interaction notes keep only paragraphs, bold
 * and italic). Only narrows: a tag or attribute outside the spec's allow-list stays out.
 */
export interface SanitizerOptions {
  allowedTags?: readonly string[]
  allowedAttributes?: readonly string[]
}

/** Sanitises one HTML string; the instance is prepared once and reused. */
export interface HtmlSanitizer {
  /** False when the window cannot run DOMPurify (it would return its input unchanged). */
  readonly isSupported: boolean
  sanitize(html: string): string
}

function narrowed(allowed: readonly string[], wanted: readonly string[] | undefined): string[] {
  return wanted ? allowed.filter((name) => wanted.includes(name)) : [...allowed]
}

/**
 * DOMPurify with the spec's allow-list, URL rules, link targets and style filter, parsing with
 * `window`. The client uses it through sanitizeHtml below (the page's window); the mock backend
 * uses the very same configuration to clean rich text before it stores it (mocks/services).
 */
export function createHtmlSanitizer(
  window: SanitizerWindow,
  options: SanitizerOptions = {},
): HtmlSanitizer {
  // A private instance, so hooks added here never affect another DOMPurify user.
  const purify: DOMPurify = createDOMPurify(window)
  const probe = window.document.createElement('span').style
  purify.setConfig({
    ...config,
    ALLOWED_TAGS: narrowed(ALLOWED_TAGS, options.allowedTags),
    ALLOWED_ATTR: narrowed(ALLOWED_ATTRIBUTES, options.allowedAttributes),
  })

  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'style') {
      event.attrValue = cleanStyle(event.attrValue, probe)
      if (!event.attrValue) event.keepAttr = false
    } else if (event.attrName === 'target') {
      const target = event.attrValue.trim().toLowerCase()
      if ((ALLOWED_TARGETS as readonly string[]).includes(target)) event.attrValue = target
      else event.keepAttr = false
    }
  })

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof window.Element)) return
    // data: survives only as a raster image in <img src> (DOMPurify lets data: through on src).
    const src = node.getAttribute('src')
    if (src !== null && compact(src).startsWith('data:')) {
      if (!(node.localName === 'img' && ALLOWED_IMAGE_DATA_URI.test(src.trim())))
        node.removeAttribute('src')
    }
    // A new window must not get a handle on this one (window.opener) nor our URL as referrer.
    if (node.localName === 'a' && node.getAttribute('target') === '_blank') {
      const rel = new Set((node.getAttribute('rel') ?? '').toLowerCase().split(/\s+/))
      rel.delete('')
      rel.delete('opener')
      rel.add('noopener')
      rel.add('noreferrer')
      node.setAttribute('rel', [...rel].join(' '))
    }
  })
  return {
    isSupported: purify.isSupported,
    sanitize: (html) => purify.sanitize(html),
  }
}

let sanitizer: HtmlSanitizer | null = null

/**
 * The one sanitiser for rich text shown to users (spec part 1 section 5): DOMPurify with the
 * spec's allow-list, safe URLs only (http, https, mailto, tel, relative; raster data: images),
 * safe link targets and a filtered `style`. Returns an HTML string to render with SafeHtml.
 * Anything that is not a string (a missing field) renders as nothing.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return ''
  // Without a DOM there is nothing to render into and nothing to parse with: output nothing
  // rather than unsanitised markup.
  if (typeof window === 'undefined') return ''
  sanitizer ??= createHtmlSanitizer(window)
  if (!sanitizer.isSupported) return ''
  return sanitizer.sanitize(html)
}
