/**
 * The rich-text allow-list of spec part 1 section 5: tags b, i, em, strong, a, p, br, lists,
 * headings, span, img, div, hr, tables, pre, code, blockquote; attributes href, target, rel, src,
 * alt, title, width, height, style, colspan, rowspan. Nothing else survives.
 */
export const ALLOWED_TAGS = [
  'b',
  'i',
  'em',
  'strong',
  'a',
  'p',
  'br',
  // lists
  'ul',
  'ol',
  'li',
  // headings
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'img',
  'div',
  'hr',
  // tables
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'pre',
  'code',
  'blockquote',
] as const

export const ALLOWED_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'style',
  'colspan',
  'rowspan',
] as const

/**
 * URLs in href and src: http(s), mailto, tel, or relative (`/x`, `#x`, `?x`, `page.html`).
 * The shape is DOMPurify's default with the extra schemes (ftp, sms, cid, xmpp...) removed; the
 * last two branches accept values without a scheme, which also keeps non-URL attributes such as
 * target="_blank" and width="20" (DOMPurify tests every non-URI-safe attribute with it).
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

/**
 * Images may also be inline raster data (pasted screenshots). SVG is left out: it is a document
 * format, and a data: SVG opened from the image in a new tab would run its scripts.
 */
export const ALLOWED_IMAGE_DATA_URI =
  /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i

/** Link targets kept; named targets could reuse (and navigate) another window. */
export const ALLOWED_TARGETS = ['_blank', '_self'] as const

/**
 * CSS properties a `style` attribute may set: text formatting, spacing, borders and size.
 * Everything else (position, z-index, transform, background-image, content, behaviour...) is
 * dropped, so styles cannot build a fixed overlay over the app or load remote resources.
 */
export const ALLOWED_CSS_PROPERTY =
  /^(?:color|background-color|font-(?:weight|style|size|family|variant)|text-(?:align|decoration(?:-line|-color|-style)?|transform|indent)|line-height|letter-spacing|word-spacing|white-space|vertical-align|list-style-type|(?:margin|padding)(?:-(?:top|right|bottom|left))?|border(?:-(?:top|right|bottom|left))?(?:-(?:width|style|color))?|border-collapse|border-spacing|(?:min-|max-)?(?:width|height))$/

/**
 * CSS values refused even on allowed properties: resource loads and legacy script hooks
 * (url(, image-set(, expression(, javascript:, -moz-binding, behavior), escapes and comments that
 * could hide them, and negative lengths (a negative margin can pull text over the app's own UI).
 */
export const FORBIDDEN_CSS_VALUE =
  /url\s*\(|image(?:-set)?\s*\(|expression\s*\(|javascript:|binding|behavior|@import|[\\<>]|\/\*|(?:^|[^\w-])-(?:\d|\.\d)/i
